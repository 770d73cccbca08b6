import { type Gender, isolated, type MaritalStatus } from '@careers/shared/client';
import {
  fileFieldLabels,
  GENDER_NAMES,
  MARITAL_STATUS_NAMES,
  onboardingFormLabels,
  onboardingMessageInArabic,
  onboardingMessages,
} from '@careers/shared/onboarding-ar';
import OnboardingPage from './OnboardingPage';
import { type OnboardingTexts, OnboardingTextsContext } from './onboarding-texts';

const CHOICE_NAMES: Readonly<Record<Gender | MaritalStatus, string>> = { ...GENDER_NAMES, ...MARITAL_STATUS_NAMES };

const texts: OnboardingTexts = {
  locale: 'ar',
  form: {
    ...onboardingFormLabels,
    // The new hire's name and job title are English more often than not: each kept whole in the sentence.
    welcome: (firstName, jobTitle) => onboardingFormLabels.welcome(isolated(firstName), jobTitle && isolated(jobTitle)),
  },
  messages: onboardingMessages,
  fileField: fileFieldLabels,
  choiceName: (choice) => CHOICE_NAMES[choice],
  message: onboardingMessageInArabic,
};

/** The new hire's page in Arabic (/ar/onboarding/{token}), for a candidate who applied in Arabic. */
export default function ArabicOnboarding() {
  return (
    <OnboardingTextsContext value={texts}>
      <OnboardingPage />
    </OnboardingTextsContext>
  );
}
