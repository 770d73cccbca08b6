// E-mails escape with the one function the site uses too.
export { escapeMarkup as escapeHtml } from '@careers/shared';
