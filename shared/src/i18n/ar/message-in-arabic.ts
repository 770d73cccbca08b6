// A message the shared rules or the server word in English, in Arabic: the apply form's
// checks and the API's refusals are written once, in English; the Arabic form shows each one's twin.
import { privacyMessages } from '../../messages/privacy';
import { applyMessages, commonMessages, onboardingMessages, validationMessages } from '../../messages/site';
import { arabicTwins } from './arabic-twins';
import { onboardingMessages as arabicOnboarding } from './messages-onboarding';
import { privacyMessages as arabicPrivacy } from './messages-privacy';
import {
  applyMessages as arabicApply,
  commonMessages as arabicCommon,
  validationMessages as arabicValidation,
} from './messages-site';

/** `message` in Arabic when it is one of the candidate side's fixed messages; otherwise as it came. */
export const messageInArabic = arabicTwins(() => [
  [applyMessages, arabicApply],
  [validationMessages, arabicValidation],
  [commonMessages, arabicCommon],
  [onboardingMessages, arabicOnboarding],
  [privacyMessages, arabicPrivacy],
]);
