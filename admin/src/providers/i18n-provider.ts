// Every text react-admin shows by itself (buttons, pages, notifications) in English, and the names of
// our resources and their fields from the shared labels: a component names a field by its source only.
import { labels, PERMISSION_KEYS } from '@careers/shared/client';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/** A permission's switch is labelled with the flag's own name, as docs/requirements.md lists them. */
const flagNames = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, key]));

export const catalogue: TranslationMessages = mergeTranslations(englishMessages, {
  ra: {
    action: { cancel: labels.dialogs.cancel, confirm: labels.dialogs.confirm },
  },
  resources: {
    users: { name: labels.usersAdmin.title, fields: labels.usersAdmin.fields },
    roles: { name: labels.rolesAdmin.title, fields: { ...labels.rolesAdmin.fields, permissions: flagNames } },
  },
});

export const i18nProvider = polyglotI18nProvider(() => catalogue, 'en', [{ locale: 'en', name: 'English' }], {
  // A text passed straight from the shared labels is its own translation.
  allowMissing: true,
});
