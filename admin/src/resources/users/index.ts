import PeopleIcon from '@mui/icons-material/People';
import UserCreate from './UserCreate';
import UserEdit from './UserEdit';
import UserList from './UserList';

/** Admin accounts (Settings → Admin Users & Roles); an e-mail change and a password reset are actions of the edit page. */
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'full_name',
};
