import { fileFieldLabels, onboardingFormLabels, onboardingMessages } from '@careers/shared/client';
import OnboardingPage from './OnboardingPage';
import { type OnboardingTexts, OnboardingTextsContext } from './onboarding-texts';

const texts: OnboardingTexts = {
  locale: 'en',
  form: onboardingFormLabels,
  messages: onboardingMessages,
  fileField: fileFieldLabels,
  choiceName: (choice) => choice,
  message: (english) => english,
};

/** The new hire's page in English (/onboarding/{token}). */
export default function EnglishOnboarding() {
  return (
    <OnboardingTextsContext value={texts}>
      <OnboardingPage />
    </OnboardingTextsContext>
  );
}
