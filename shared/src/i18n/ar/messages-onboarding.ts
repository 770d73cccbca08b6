// Arabic twin of messages/site.ts's onboarding messages, in a module of their own: only the
// Arabic onboarding page carries them, not the site's other Arabic islands.
import type * as english from '../../messages/site';
import type { Translation } from '../translation';

export const onboardingMessages: Translation<typeof english.onboardingMessages> = {
  invalidLink: 'رابط الانضمام غير صالح أو منتهي الصلاحية',
  alreadyCompleted: 'سبق استكمال إجراءات الانضمام عبر هذا الرابط',
  loadFailed: 'تعذّر تحميل نموذج الانضمام',
  submitFailed: 'تعذّر إرسال نموذج الانضمام',
  documentsRequired: 'يرجى رفع جميع المستندات المطلوبة',
  complete: 'اكتملت إجراءات الانضمام!',
  invalidCpr: 'يجب أن يتكون الرقم الشخصي (CPR) من 9 أرقام',
  invalidIban: 'يرجى إدخال رقم IBAN صالح',
  invalidBirthdate: 'يرجى إدخال تاريخ ميلاد صالح',
  wrongDocumentType: 'يرجى رفع ملف بصيغة PDF أو JPG أو JPEG أو PNG',
  tooManyAttempts: 'عدد كبير جدًا من المحاولات من هنا. يرجى المحاولة مرة أخرى لاحقًا.',
  fieldProblem: (field: string, message: string) => `${field}: ${message}`,
};
