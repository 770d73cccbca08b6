// The browser entry's Arabic twins, under the English names: an Arabic island imports its
// texts from here as the English one does from ./client, and carries one language only.

export { NATIONALITY_NAMES } from './i18n/ar/countries';
export * from './i18n/ar/labels-site';
export { messageInArabic } from './i18n/ar/message-in-arabic';
export * from './i18n/ar/messages-privacy';
export * from './i18n/ar/messages-self-service';
export * from './i18n/ar/messages-site';
