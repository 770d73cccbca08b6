// Hired Staff as react-admin's <Resource>: the list of new hires, with one employee's detail as a
// dialog at /hired-staff/:id over it, each fetched when first shown.
import { lazyDialog, lazyPage } from '../../routing/lazy-screen';

export const HiredEmployeeDialog = lazyDialog(() => import('./HiredEmployeeDialog'));

export default {
  list: lazyPage(() => import('./HiredStaffPage')),
};
