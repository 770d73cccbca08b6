// Arabic twin of labels/site.ts's onboarding form labels, in a module of their own: only the
// Arabic onboarding page carries them, not the site's other Arabic islands.
import type * as english from '../../labels/site';
import type { Translation } from '../translation';

export const onboardingFormLabels: Translation<typeof english.onboardingFormLabels> = {
  title: 'إجراءات انضمام الموظف',
  welcome: (firstName: string, jobTitle: string) =>
    jobTitle
      ? `مرحبًا ${firstName}! يرجى استكمال بيانات انضمامك لوظيفة ${jobTitle}.`
      : `مرحبًا ${firstName}! يرجى استكمال بيانات انضمامك.`,
  personal: 'البيانات الشخصية',
  emergency: 'جهة الاتصال في حالات الطوارئ',
  banking: 'البيانات المصرفية',
  documents: 'المستندات',
  first_name: 'الاسم الأول',
  last_name: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  gender: 'الجنس',
  mobile_phone: 'الهاتف النقال',
  birthdate: 'تاريخ الميلاد',
  age: 'العمر',
  marital_status: 'الحالة الاجتماعية',
  place_of_birth: 'مكان الميلاد',
  home_address: 'عنوان السكن',
  cpr_number: 'الرقم الشخصي (CPR)',
  emergency_contact_name: 'اسم جهة الاتصال في حالات الطوارئ',
  emergency_contact_phone: 'هاتف جهة الاتصال في حالات الطوارئ',
  bank_name: 'اسم البنك',
  iban: 'رقم الحساب المصرفي الدولي (IBAN)',
  cpr: 'بطاقة الهوية (CPR)',
  passport: 'جواز السفر',
  certificates: 'الشهادات',
  documentHint: 'PDF أو JPG أو JPEG أو PNG',
  select: 'يرجى الاختيار...',
  submit: 'إرسال',
  submitting: 'جارٍ الإرسال...',
  loading: 'جارٍ التحميل...',
  completeHint: 'شكرًا لك. تم إرسال بياناتك ومستنداتك إلى فريق الموارد البشرية لدينا.',
};
