import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import RoleCreate from './RoleCreate';
import RoleEdit from './RoleEdit';
import RoleList from './RoleList';

/** Roles and their eight permission flags; the four built-in roles are read-only. */
export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
