import type {
  CandidateLocale,
  fileFieldLabels,
  Gender,
  MaritalStatus,
  onboardingFormLabels,
  onboardingMessages,
  Translation,
} from '@careers/shared/client';
import { createContext, useContext } from 'react';

/** The onboarding page's texts in one language: each language's island imports its own. */
export interface OnboardingTexts {
  locale: CandidateLocale;
  form: Translation<typeof onboardingFormLabels>;
  messages: Translation<typeof onboardingMessages>;
  /** A file field's Choose and Remove buttons. */
  fileField: Translation<typeof fileFieldLabels>;
  /** A choice as the list shows it; the English value is what the form sends. */
  choiceName(choice: Gender | MaritalStatus): string;
  /** A message the shared rules or the server gave in English, in the page's language. */
  message(english: string): string;
}

export const OnboardingTextsContext = createContext<OnboardingTexts | null>(null);

export function useOnboardingTexts(): OnboardingTexts {
  const texts = useContext(OnboardingTextsContext);
  if (!texts) throw new Error('The onboarding page renders inside its texts (EnglishOnboarding or ArabicOnboarding)');
  return texts;
}
