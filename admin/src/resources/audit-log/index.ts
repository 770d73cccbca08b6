import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../../routing/lazy-screen';

/** The audit log: a list only, since no entry is ever created, changed or deleted from the back office. */
export default {
  list: lazyPage(() => import('./AuditLogList')),
  icon: HistoryIcon,
};
