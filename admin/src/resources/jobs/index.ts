// Jobs as react-admin's <Resource>: postings and templates in tabs, their dialogs at their own paths
// (JobDialogs), and the AI template generator, fetched when first shown.
import { lazyPage } from '../../routing/lazy-screen';

export default {
  list: lazyPage(() => import('./JobsPage')),
};
