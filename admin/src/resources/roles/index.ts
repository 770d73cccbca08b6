import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../../routing/lazy-screen';

/** Roles and their eight permission flags; the four built-in roles are read-only. */
export default {
  list: lazyPage(() => import('./RoleList')),
  create: lazyPage(() => import('./RoleCreate')),
  edit: lazyPage(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
