// Arabic twin of labels/site.ts: every key, the compiler checks.
import type * as english from '../../labels/site';
import type { Translation } from '../translation';
import { counted } from './plural';

export const publicNavLabels: Translation<typeof english.publicNavLabels> = {
  home: 'الرئيسية',
  jobs: 'الوظائف',
  benefits: 'المزايا',
  about: 'من نحن',
  privacy: 'الخصوصية',
};

export const fileFieldLabels: Translation<typeof english.fileFieldLabels> = {
  choose: 'اختيار ملف',
  remove: (fileName: string) => `إزالة ${fileName}`,
};

export const siteLayoutLabels: Translation<typeof english.siteLayoutLabels> = {
  skipToContent: 'الانتقال إلى المحتوى',
  mainNav: 'القائمة الرئيسية',
  mobileNav: 'القائمة الرئيسية (الأجهزة المحمولة)',
  menu: 'القائمة',
  feedTitle: (company: string) => `الوظائف الشاغرة لدى ${company}`,
  country: 'مملكة البحرين',
  languages: 'اللغة',
};

export const pageDescriptionsLabels: Translation<typeof english.pageDescriptionsLabels> = {
  home: (company: string) => `فرص العمل لدى ${company} في البحرين`,
  about: (company: string) => `نبذة عن ${company}`,
  privacy: (company: string) => `طريقة تعامل ${company} مع البيانات الشخصية للمتقدمين`,
  benefits: (company: string) => `ما يمنحك إياه العمل لدى ${company}`,
  jobs: (count: number, company: string) =>
    count === 0
      ? `لا توجد وظائف شاغرة لدى ${company} في البحرين`
      : `${counted(count, {
          one: 'وظيفة شاغرة واحدة',
          two: 'وظيفتان شاغرتان',
          few: 'وظائف شاغرة',
          many: 'وظيفة شاغرة',
          other: 'وظيفة شاغرة',
        })} لدى ${company} في البحرين`,
};

export const maintenanceLabels: Translation<typeof english.maintenanceLabels> = {
  title: 'سنعود قريبًا',
  lead: (company: string) => `يخضع موقع ${company} للتوظيف حاليًا لأعمال صيانة مجدولة. يرجى العودة بعد قليل.`,
  questions: 'هل لديك استفسار عن طلب توظيف؟ يرجى مراسلتنا على',
};

export const homePageLabels: Translation<typeof english.homePageLabels> = {
  ourValues: 'قيمنا',
  benefits: 'المزايا',
  readyToJoin: 'هل أنت على استعداد للانضمام إلينا؟',
  browseJobs: 'تصفح الوظائف',
  headline: (company: string) => `ابنِ مسيرتك المهنية مع ${company}`,
  viewOpenPositions: 'عرض الوظائف الشاغرة',
  exploreBenefits: 'اكتشف المزايا',
  whyCompany: (company: string) => `لماذا ${company}؟`,
};

export const aboutPageLabels: Translation<typeof english.aboutPageLabels> = {
  title: (company: string) => `نبذة عن ${company}`,
  visionAndMission: 'الرؤية والرسالة',
  ourValues: 'قيمنا',
  findYourRole: 'ابحث عن الوظيفة التي يكون فيها لعملك أثر.',
};

export const benefitsPageLabels: Translation<typeof english.benefitsPageLabels> = {
  lead: (company: string) => `الصحة والوقت والمال والتطور: ما يحظى به العاملون لدى ${company}.`,
  filterByCategory: 'التصفية حسب الفئة',
  likeWhatYouSee: 'هل أعجبك ما رأيت؟',
  viewOpenPositions: 'عرض الوظائف الشاغرة',
};

export const jobSearchLabels: Translation<typeof english.jobSearchLabels> = {
  search: 'بحث',
  placeholder: 'المسمى الوظيفي أو كلمة مفتاحية',
  department: 'القسم',
  type: 'نوع الوظيفة',
};

export const jobPageLabels: Translation<typeof english.jobPageLabels> = {
  posted: 'نُشرت في',
  bookmark: 'حفظ الوظيفة',
  bookmarked: 'محفوظة',
  questionAbout: (title: string) => `استفسار بخصوص وظيفة ${title}`,
  applyAndShare: 'التقديم والمشاركة',
};

export const applyFormLabels: Translation<typeof english.applyFormLabels> = {
  totalYears: 'إجمالي سنوات الخبرة',
  relatedYears: 'سنوات الخبرة ذات الصلة',
  cv: 'السيرة الذاتية (PDF أو DOC أو DOCX، بحد أقصى 10MB)',
  supportingDocuments: 'المستندات الداعمة (اختيارية: PDF أو DOC أو DOCX أو JPG أو PNG، بحد أقصى 10MB)',
  fileHint: 'يرجى اختيار ملف أو إفلاته هنا',
  uploadProgress: 'تقدّم الرفع',
  nationality: 'الجنسية',
  searchCountries: 'البحث عن دولة',
  noCountryMatches: 'لا توجد دولة مطابقة',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  companyWebsite: 'الموقع الإلكتروني للشركة',
  submit: 'إرسال الطلب',
  submitting: 'جارٍ الإرسال…',
  close: 'إغلاق',
};
