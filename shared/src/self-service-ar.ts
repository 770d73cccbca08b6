// The Arabic twin of the candidate's own page's entry (./self-service.ts): its words only,
// so that page's script stays small and the site's other Arabic islands do not carry them.
import { arabicTwins } from './i18n/ar/arabic-twins';
import { selfServiceMessages } from './i18n/ar/messages-self-service';
import { validationMessages } from './i18n/ar/messages-site';
import { selfServiceMessages as englishSelfService } from './messages/self-service';
import { validationMessages as englishValidation } from './messages/site';

export { selfServiceMessages, validationMessages };

/** A message the server gave the page in English (an answer, a refusal), in Arabic. */
export const selfServiceMessageInArabic = arabicTwins(() => [
  [englishSelfService, selfServiceMessages],
  [englishValidation, validationMessages],
]);
