import {
  applyFormLabels,
  applyMessages,
  commonMessages,
  fileFieldLabels,
  jobsMessages,
  messageInArabic,
  NATIONALITY_NAMES,
  privacyMessages,
  validationMessages,
} from '@careers/shared/client-ar';
import type { ApplyTexts } from './apply-texts';
import { type ModalOpener, openApplyModal } from './open-apply-modal';

const texts: ApplyTexts = {
  locale: 'ar',
  form: applyFormLabels,
  apply: applyMessages,
  jobs: jobsMessages,
  privacy: privacyMessages,
  validation: validationMessages,
  common: commonMessages,
  fileField: fileFieldLabels,
  nationalityName: (nationality) => NATIONALITY_NAMES[nationality],
  message: messageInArabic,
};

/** The application modal in Arabic: the Arabic job page loads this entry only. */
export const openModal: ModalOpener = (job, tokenRequest, trigger) => openApplyModal(job, tokenRequest, trigger, texts);
