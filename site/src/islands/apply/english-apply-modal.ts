import {
  applyFormLabels,
  applyMessages,
  commonMessages,
  fileFieldLabels,
  jobsMessages,
  privacyMessages,
  validationMessages,
} from '@careers/shared/client';
import type { ApplyTexts } from './apply-texts';
import { type ModalOpener, openApplyModal } from './open-apply-modal';

const texts: ApplyTexts = {
  locale: 'en',
  form: applyFormLabels,
  apply: applyMessages,
  jobs: jobsMessages,
  privacy: privacyMessages,
  validation: validationMessages,
  common: commonMessages,
  fileField: fileFieldLabels,
  nationalityName: (nationality) => nationality,
  message: (english) => english,
};

/** The application modal in English: the English job page loads this entry only. */
export const openModal: ModalOpener = (job, tokenRequest, trigger) => openApplyModal(job, tokenRequest, trigger, texts);
