// Benefits (Content Management): the cards, their stats and the add/edit dialog.
export { default as BenefitsPage } from './BenefitsPage';
