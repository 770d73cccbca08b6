// Every fixed text of the careers site's pages, by language: a page asks for its language's
// set, and the compiler holds the Arabic set to the English one's keys and arguments. Named imports
// only: a namespace import would make the bundler keep every text of a module in the browser's chunks.
import { BENEFIT_CATEGORIES, type BenefitCategory } from '../constants/content';
import { JOB_TYPE_LABELS } from '../constants/jobs';
import {
  aboutPageLabels,
  benefitsPageLabels,
  homePageLabels,
  jobPageLabels,
  jobSearchLabels,
  maintenanceLabels,
  onboardingFormLabels,
  pageDescriptionsLabels,
  publicNavLabels,
  siteLayoutLabels,
} from '../labels/site';
import { hiringMessages, interviewsMessages } from '../messages/hiring';
import { privacyMessages, privacyNoticeDefaults } from '../messages/privacy';
import { scorecardsMessages } from '../messages/scorecards';
import { selfServiceMessages } from '../messages/self-service';
import { aboutMessages, applyMessages, benefitsMessages, commonMessages, jobsMessages } from '../messages/site';
import { BENEFIT_CATEGORY_NAMES } from './ar/benefit-categories';
import { JOB_TYPE_LABELS as arabicJobTypes } from './ar/job-types';
import { onboardingFormLabels as arabicOnboardingFormLabels } from './ar/labels-onboarding';
import {
  aboutPageLabels as arabicAboutPageLabels,
  benefitsPageLabels as arabicBenefitsPageLabels,
  homePageLabels as arabicHomePageLabels,
  jobPageLabels as arabicJobPageLabels,
  jobSearchLabels as arabicJobSearchLabels,
  maintenanceLabels as arabicMaintenanceLabels,
  pageDescriptionsLabels as arabicPageDescriptionsLabels,
  publicNavLabels as arabicPublicNavLabels,
  siteLayoutLabels as arabicSiteLayoutLabels,
} from './ar/labels-site';
import {
  privacyMessages as arabicPrivacyMessages,
  privacyNoticeDefaults as arabicPrivacyNoticeDefaults,
} from './ar/messages-privacy';
import { selfServiceMessages as arabicSelfServiceMessages } from './ar/messages-self-service';
import {
  aboutMessages as arabicAboutMessages,
  applyMessages as arabicApplyMessages,
  benefitsMessages as arabicBenefitsMessages,
  commonMessages as arabicCommonMessages,
  jobsMessages as arabicJobsMessages,
} from './ar/messages-site';
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
  /** A benefit's category as the page names it: in English, the stored name itself. */
  benefitCategories: Object.fromEntries(BENEFIT_CATEGORIES.map((category) => [category, category])) as Record<
    BenefitCategory,
    string
  >,
  jobSearch: jobSearchLabels,
  jobPage: jobPageLabels,
  jobs: jobsMessages,
  jobTypes: JOB_TYPE_LABELS,
  apply: applyMessages,
  common: commonMessages,
  privacy: privacyMessages,
  /** The privacy notice a new installation starts with. */
  privacyNotice: privacyNoticeDefaults,
  selfService: selfServiceMessages,
  onboardingForm: onboardingFormLabels,
  email: {
    /** What a candidate e-mail says where its posting has no title (a deleted posting). */
    thePosition: 'the position',
    /** The congratulations e-mail's start date before the hire sets one. */
    startDateToBeConfirmed: hiringMessages.startDateToBeConfirmed,
    /** The candidate's letter when their interview is cancelled. */
    interviewCancelSubject: scorecardsMessages.candidateCancelSubject,
    interviewCancelBody: scorecardsMessages.candidateCancelBody,
    /** The candidate's copy of the interview's calendar event: its title and the details it lists. */
    calendarTitle: interviewsMessages.calendarTitle,
    calendarCancelledTitle: scorecardsMessages.calendarCancelledTitle,
    interviewDetails: interviewsMessages.details,
  },
};

export type SiteTexts = Translation<typeof english>;

const arabic: SiteTexts = {
  nav: arabicPublicNavLabels,
  layout: arabicSiteLayoutLabels,
  descriptions: arabicPageDescriptionsLabels,
  maintenance: arabicMaintenanceLabels,
  home: arabicHomePageLabels,
  about: arabicAboutPageLabels,
  aboutMessages: arabicAboutMessages,
  benefitsPage: arabicBenefitsPageLabels,
  benefits: arabicBenefitsMessages,
  benefitCategories: BENEFIT_CATEGORY_NAMES,
  jobSearch: arabicJobSearchLabels,
  jobPage: arabicJobPageLabels,
  jobs: arabicJobsMessages,
  jobTypes: arabicJobTypes,
  apply: arabicApplyMessages,
  common: arabicCommonMessages,
  privacy: arabicPrivacyMessages,
  privacyNotice: arabicPrivacyNoticeDefaults,
  selfService: arabicSelfServiceMessages,
  onboardingForm: arabicOnboardingFormLabels,
  email: {
    thePosition: 'الوظيفة',
    startDateToBeConfirmed: 'سيُحدَّد لاحقًا',
    interviewCancelSubject: (jobTitle: string) => `إلغاء مقابلتك لوظيفة ${jobTitle}`,
    interviewCancelBody: (candidate: string, jobTitle: string) =>
      `عزيزي/عزيزتي ${candidate}، نود إعلامك بإلغاء مقابلتك لوظيفة ${jobTitle}. سنتواصل معك بشأن الخطوات التالية. مرفق إشعار الإلغاء للتقويم.`,
    calendarTitle: (candidate: string, jobTitle: string) => `مقابلة: ${candidate} - ${jobTitle}`,
    calendarCancelledTitle: (candidate: string, jobTitle: string) => `ملغاة: مقابلة: ${candidate} - ${jobTitle}`,
    interviewDetails: {
      date: 'التاريخ',
      time: 'الوقت (بتوقيت البحرين)',
      duration: 'المدة (بالدقائق)',
      location: 'المكان',
      meetingLink: 'رابط الاجتماع',
      interviewer: 'المُقابِل',
      notes: 'ملاحظات',
    },
  },
};

const SITE_TEXTS: Readonly<Record<CandidateLocale, SiteTexts>> = { en: english, ar: arabic };

/** The careers site's fixed texts in `locale`. */
export const siteTextsIn = (locale: CandidateLocale): SiteTexts => SITE_TEXTS[locale];
