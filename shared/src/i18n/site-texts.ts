// Every fixed text of the careers site's pages, by language (issue 30): a page asks for its language's
// set, and the compiler holds the Arabic set to the English one's keys and arguments.
import { JOB_TYPE_LABELS } from '../constants/jobs';
import {
  aboutPageLabels,
  benefitsPageLabels,
  homePageLabels,
  jobPageLabels,
  jobSearchLabels,
  maintenanceLabels,
  pageDescriptionsLabels,
  publicNavLabels,
  siteLayoutLabels,
} from '../labels/site';
import { privacyMessages } from '../messages/privacy';
import { aboutMessages, applyMessages, benefitsMessages, commonMessages, jobsMessages } from '../messages/site';
import { JOB_TYPE_LABELS as arabicJobTypes } from './ar/job-types';
import * as arabicLabels from './ar/labels-site';
import * as arabicPrivacy from './ar/messages-privacy';
import * as arabicMessages from './ar/messages-site';
import type { CandidateLocale, Translation } from './translation';

const english = {
  nav: publicNavLabels,
  layout: siteLayoutLabels,
  descriptions: pageDescriptionsLabels,
  maintenance: maintenanceLabels,
  home: homePageLabels,
  about: aboutPageLabels,
  aboutMessages,
  benefitsPage: benefitsPageLabels,
  benefits: benefitsMessages,
  jobSearch: jobSearchLabels,
  jobPage: jobPageLabels,
  jobs: jobsMessages,
  jobTypes: JOB_TYPE_LABELS,
  apply: applyMessages,
  common: commonMessages,
  privacy: privacyMessages,
};

export type SiteTexts = Translation<typeof english>;

const arabic: SiteTexts = {
  nav: arabicLabels.publicNavLabels,
  layout: arabicLabels.siteLayoutLabels,
  descriptions: arabicLabels.pageDescriptionsLabels,
  maintenance: arabicLabels.maintenanceLabels,
  home: arabicLabels.homePageLabels,
  about: arabicLabels.aboutPageLabels,
  aboutMessages: arabicMessages.aboutMessages,
  benefitsPage: arabicLabels.benefitsPageLabels,
  benefits: arabicMessages.benefitsMessages,
  jobSearch: arabicLabels.jobSearchLabels,
  jobPage: arabicLabels.jobPageLabels,
  jobs: arabicMessages.jobsMessages,
  jobTypes: arabicJobTypes,
  apply: arabicMessages.applyMessages,
  common: arabicMessages.commonMessages,
  privacy: arabicPrivacy.privacyMessages,
};

const SITE_TEXTS: Readonly<Record<CandidateLocale, SiteTexts>> = { en: english, ar: arabic };

/** The careers site's fixed texts in `locale`. */
export const siteTextsIn = (locale: CandidateLocale): SiteTexts => SITE_TEXTS[locale];
