import type { Nationality } from '@careers/shared/apply';
import type {
  applyFormLabels,
  applyMessages,
  CandidateLocale,
  commonMessages,
  fileFieldLabels,
  jobsMessages,
  privacyMessages,
  Translation,
  validationMessages,
} from '@careers/shared/client';
import { createContext, useContext } from 'react';

/** The application modal's texts in one language: each language's entry imports its own. */
export interface ApplyTexts {
  locale: CandidateLocale;
  form: Translation<typeof applyFormLabels>;
  apply: Translation<typeof applyMessages>;
  jobs: Translation<typeof jobsMessages>;
  privacy: Translation<typeof privacyMessages>;
  validation: Translation<typeof validationMessages>;
  common: Translation<typeof commonMessages>;
  /** A file field's Choose and Remove buttons. */
  fileField: Translation<typeof fileFieldLabels>;
  /** A nationality as the list shows it; the English name is what the form sends. */
  nationalityName(nationality: Nationality): string;
  /** A message the shared rules or the server gave in English, in the form's language. */
  message(english: string): string;
}

export const ApplyTextsContext = createContext<ApplyTexts | null>(null);

export function useApplyTexts(): ApplyTexts {
  const texts = useContext(ApplyTextsContext);
  if (!texts) throw new Error('The application modal renders inside its texts (open-apply-modal.tsx)');
  return texts;
}
