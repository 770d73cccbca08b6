// A message the shared rules or the server word in English, in Arabic (issue 30): the apply form's
// checks and the API's refusals are written once, in English; the Arabic form shows each one's twin.
import { privacyMessages } from '../../messages/privacy';
import { applyMessages, commonMessages, onboardingMessages, validationMessages } from '../../messages/site';
import { privacyMessages as arabicPrivacy } from './messages-privacy';
import {
  applyMessages as arabicApply,
  commonMessages as arabicCommon,
  onboardingMessages as arabicOnboarding,
  validationMessages as arabicValidation,
} from './messages-site';

type Texts = Readonly<Record<string, unknown>>;

// Each English group beside its twin (named, not namespace imports: a bundle keeps only these groups).
const PAIRS: readonly [Texts, Texts][] = [
  [applyMessages, arabicApply],
  [validationMessages, arabicValidation],
  [commonMessages, arabicCommon],
  [onboardingMessages, arabicOnboarding],
  [privacyMessages, arabicPrivacy],
];

let table: Map<string, string> | undefined;

/** Every fixed English message of the candidate side beside its Arabic twin, made on first use. */
function arabicByEnglish(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (const [english, arabic] of PAIRS) {
    for (const [key, text] of Object.entries(english)) {
      const twin = arabic[key];
      if (typeof text === 'string' && typeof twin === 'string' && !table.has(text)) table.set(text, twin);
    }
  }
  return table;
}

/** `message` in Arabic when it is one of the candidate side's fixed messages; otherwise as it came. */
export const messageInArabic = (message: string): string => arabicByEnglish().get(message) ?? message;
