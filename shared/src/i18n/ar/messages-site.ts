// Arabic twin of messages/site.ts: every key, the compiler checks.
import type * as english from '../../messages/site';
import type { Translation } from '../translation';
import { counted } from './plural';

export const commonMessages: Translation<typeof english.commonMessages> = {
  connectionError: 'خطأ في الاتصال',
  reloadPage: 'إعادة تحميل الصفحة',
  serverUnreachable: 'تعذّر الوصول إلى الخادم. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  serverFailed: (status: number) => `تعذّر على الخادم الاستجابة (الخطأ ${status}). يرجى المحاولة مرة أخرى بعد قليل.`,
  notAvailable: 'غير متوفر',
  noAnswer: 'تعذّر الوصول إلى الخادم',
};

export const requestsMessages: Translation<typeof english.requestsMessages> = {
  filesNotAccepted: 'لا يقبل هذا العنوان الملفات.',
  jsonRequired: 'يرجى إرسال هذا الطلب بصيغة JSON (Content-Type: application/json).',
  foreignOrigin: 'يجب أن يصدر هذا الطلب من موقع التوظيف نفسه.',
  lengthRequired: 'يرجى إرسال هذا النموذج مع بيان طوله (Content-Length): لا تُقبل عمليات الرفع غير معروفة الطول.',
  malformedJson: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  briefOutage: 'الخدمة غير متاحة لفترة وجيزة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
};

export const jobsMessages: Translation<typeof english.jobsMessages> = {
  title: 'الوظائف الشاغرة',
  allDepartments: 'جميع الأقسام',
  allTypes: 'جميع الأنواع',
  positionsFound: (count: number) =>
    count === 0
      ? 'لم يتم العثور على أي وظيفة'
      : `تم العثور على ${counted(count, {
          one: 'وظيفة واحدة',
          two: 'وظيفتين',
          few: 'وظائف',
          many: 'وظيفة',
          other: 'وظيفة',
        })}`,
  noPositions: 'لم يتم العثور على أي وظيفة',
  noPositionsHint: 'يرجى تعديل خيارات التصفية أو العودة لاحقًا',
  viewDetails: 'عرض التفاصيل',
  aboutTheRole: 'نبذة عن الوظيفة',
  keyResponsibilities: 'المسؤوليات الرئيسية',
  requirements: 'المتطلبات',
  screeningQuestions: 'أسئلة الفرز الأولي',
  copyLink: 'نسخ الرابط',
  copied: 'تم النسخ!',
  contactHr: 'التواصل مع الموارد البشرية',
  applyForThisPosition: 'التقدم لهذه الوظيفة',
  jobNotFound: 'الوظيفة غير موجودة',
  jobNotFoundHint: 'ربما تم شغل هذه الوظيفة أو إزالتها',
  backToAllJobs: 'العودة إلى جميع الوظائف',
};

export const benefitsMessages: Translation<typeof english.benefitsMessages> = {
  allBenefits: 'جميع المزايا',
  noBenefits: 'لا توجد مزايا متاحة',
};

export const aboutMessages: Translation<typeof english.aboutMessages> = {
  joinOurJourney: 'انضموا إلى مسيرتنا',
};

export const applyMessages: Translation<typeof english.applyMessages> = {
  accuracyStatement: 'أؤكد بموجب هذا أن جميع المعلومات المقدَّمة صحيحة على حد علمي.',
  // The country codes sit in left-to-right isolates (U+2066 … U+2069) so that the plus sign stays in front of the digits.
  phoneHint: 'يرجى تضمين رمز الدولة، مثل \u2066+973\u2069 أو \u2066+966\u2069',
  fileTooLarge: 'يجب أن يكون حجم الملف أقل من 10MB',
  wrongCvType: 'يرجى رفع ملف بصيغة PDF أو DOC أو DOCX',
  invalidSubmission: 'تم رصد إرسال غير صالح',
  tooFast: 'يرجى أخذ الوقت الكافي لتعبئة النموذج بعناية',
  cvRequired: 'يرجى رفع السيرة الذاتية',
  confirmAccuracy: 'يرجى تأكيد صحة جميع المعلومات',
  submitFailed: 'تعذّر إرسال الطلب',
  wrongSupportingType: 'يرجى رفع ملف بصيغة PDF أو DOC أو DOCX أو JPG أو JPEG أو PNG',
  postingClosed: 'لم تعد هذه الوظيفة تستقبل طلبات',
  tooManyApplications: 'تم إرسال عدد كبير جدًا من الطلبات من هنا. يرجى المحاولة مرة أخرى لاحقًا.',
  alreadyApplied: 'سبق أن تقدمت لهذه الوظيفة',
  formAlreadySent: 'تم إرسال نموذج الطلب هذا مسبقًا. يرجى إعادة فتح النموذج للتقدم مرة أخرى.',
  underMaintenance: 'استقبال الطلبات متوقف مؤقتًا أثناء صيانة الموقع. يرجى المحاولة مرة أخرى لاحقًا.',
  connectionLost: 'تعذّر الوصول إلى الخادم. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  formUnavailable: 'تعذّر تحميل نموذج الطلب.',
  formLoading: 'جارٍ تحميل النموذج…',
  submitted: 'تم إرسال الطلب!',
  submittedHint: 'شكرًا لتقدمك. أرسلنا رسالة تأكيد إلى بريدك الإلكتروني.',
  yourReference: 'الرقم المرجعي لطلبك',
};

export const validationMessages: Translation<typeof english.validationMessages> = {
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  yearsRange: 'يرجى إدخال رقم من 0 إلى 50',
  titleRequired: 'العنوان مطلوب',
  vacanciesRange: 'يجب أن يكون عدد الشواغر عددًا صحيحًا من 1 إلى 100',
  minimumExperienceRange: 'يجب أن يكون الحد الأدنى لسنوات الخبرة من 0 إلى 30',
  dateNotInPast: 'لا يمكن أن يكون التاريخ في الماضي',
  answerEveryQuestion: 'يرجى الإجابة عن جميع أسئلة الفرز الأولي',
  chooseNationality: 'يرجى اختيار الجنسية من القائمة',
  invalidPhone: 'يرجى إدخال رقم هاتف صالح',
  relatedWithinTotal: 'لا يمكن أن تتجاوز الخبرة ذات الصلة إجمالي الخبرة',
  salaryRange: 'لا يمكن أن يتجاوز الحد الأدنى للراتب الحد الأقصى',
  amountRequired: 'يرجى إدخال مبلغ',
  atMostTwoDecimals: 'يرجى استخدام منزلتين عشريتين كحد أقصى',
  tooManyInterviewers: (max: number) => `الحد الأقصى لعدد المقابِلين الإضافيين هو ${max}`,
  roleNameCharacters: 'يرجى استخدام الأحرف اللاتينية والأرقام والمسافات والشرطات السفلية (_) فقط في اسم الدور',
  invalidInput: 'إدخال غير صالح',
  controlCharacter: (field: string) =>
    `يجب ألا يحتوي ${field || 'النص'} على أحرف تحكم (مثل NUL)؛ يُسمح فقط بعلامات الجدولة (Tab) وفواصل الأسطر`,
  webAddress: 'يرجى إدخال عنوان ويب يبدأ بـ https:// أو http://',
};
