// Hired Staff: the list of new hires and one employee's detail over it.
export { default as HiredEmployeeDialog } from './HiredEmployeeDialog';
export { default as HiredStaffPage } from './HiredStaffPage';
