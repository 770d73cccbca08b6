import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../routing/lazy-screen';

/** Admin accounts (Settings → Admin Users & Roles); an e-mail change and a password reset are actions of the edit page. */
export default {
  list: lazyPage(() => import('./UserList')),
  create: lazyPage(() => import('./UserCreate')),
  edit: lazyPage(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'full_name',
};
