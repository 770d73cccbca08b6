// Benefits (Content Management): the cards, their stats and the add/edit dialog, fetched when first shown.
import { lazyPage } from '../../routing/lazy-screen';

export const BenefitsPage = lazyPage(() => import('./BenefitsPage'));
