// Benefits (Content Management) as react-admin's <Resource>: the cards, with Add and Edit as dialogs
// at /benefits/create and /benefits/:id over them, fetched when first shown.
import { lazyPage } from '../../routing/lazy-screen';

export default {
  list: lazyPage(() => import('./BenefitsPage')),
  recordRepresentation: 'title',
};
