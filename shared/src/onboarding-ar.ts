// The Arabic onboarding page's entry: its own texts apart from the site's Arabic islands,
// so the job search and the apply form do not carry the onboarding form's words (and the reverse).

import { arabicTwins } from './i18n/ar/arabic-twins';
import { onboardingMessages } from './i18n/ar/messages-onboarding';
import { applyMessages as arabicApply, validationMessages as arabicValidation } from './i18n/ar/messages-site';
import { applyMessages, onboardingMessages as englishOnboarding, validationMessages } from './messages/site';

export { onboardingFormLabels } from './i18n/ar/labels-onboarding';
export { fileFieldLabels } from './i18n/ar/labels-site';
export { GENDER_NAMES, MARITAL_STATUS_NAMES } from './i18n/ar/onboarding-choices';
export { onboardingMessages };

/** A message the onboarding form's rules or the server gave in English, in Arabic. */
export const onboardingMessageInArabic = arabicTwins(() => [
  [englishOnboarding, onboardingMessages],
  [validationMessages, arabicValidation],
  [applyMessages, arabicApply],
]);
