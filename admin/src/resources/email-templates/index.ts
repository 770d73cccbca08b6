// E-mail templates as react-admin's <Resource>: the list by key, with the editor (preview, Send Test)
// as a dialog at /email-templates/:id over it, fetched when first shown.
import { lazyPage } from '../../routing/lazy-screen';

export default {
  list: lazyPage(() => import('./EmailTemplatesPage')),
};
