// Jobs: postings and templates, their dialogs and the AI template generator, fetched when first shown.
import { lazyPage } from '../../routing/lazy-screen';

export const JobsPage = lazyPage(() => import('./JobsPage'));
