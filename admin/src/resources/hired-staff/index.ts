// Hired Staff: the list of new hires and one employee's detail over it, each fetched when first shown.
import { lazyDialog, lazyPage } from '../../routing/lazy-screen';

export const HiredStaffPage = lazyPage(() => import('./HiredStaffPage'));
export const HiredEmployeeDialog = lazyDialog(() => import('./HiredEmployeeDialog'));
