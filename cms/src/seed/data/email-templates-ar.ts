import type { EmailTemplateKey } from '@careers/shared';

// The Arabic wording of every e-mail a candidate or new hire receives: sent to whoever
// applied on the Arabic site; editors change it beside the English in the back office or in /cms.
const p = (text: string) => `<p>${text}</p>`;

export interface ArabicTemplateWording {
  subject_ar: string;
  body_ar: string;
}

export const ARABIC_EMAIL_WORDING: Partial<Record<EmailTemplateKey, ArabicTemplateWording>> = {
  application_received: {
    subject_ar: 'استلمنا طلبك لوظيفة {{job_title}}',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p('شكرًا لتقدمك لوظيفة <strong>{{job_title}}</strong> في فريق {{department}} في {{location}}.'),
      p('الرقم المرجعي لطلبك هو <strong>{{reference_id}}</strong>. يرجى الاحتفاظ به لأي استفسار عن طلبك.'),
      p('يراجع فريق التوظيف لدينا كل طلب بعناية، وإذا كان ملفك مناسبًا للوظيفة فسنتواصل معك لترتيب الخطوات التالية.'),
      p('مع أطيب التحيات،<br>فريق استقطاب المواهب في {{company_name}}'),
    ].join('\n'),
  },
  rejection: {
    subject_ar: 'طلبك لوظيفة {{job_title}} لدى {{company_name}}',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p('شكرًا لاهتمامك بوظيفة <strong>{{job_title}}</strong> وللوقت الذي خصصته لطلبك ({{reference_id}}).'),
      p('بعد دراسة متأنية، قررنا المضي قدمًا مع مرشحين آخرين تتوافق خبراتهم بصورة أكبر مع الاحتياجات الحالية للوظيفة.'),
      p('سنحتفظ ببياناتك لدينا، ونشجعك على التقدم للوظائف المستقبلية التي تناسب مهاراتك.'),
      p('نتمنى لك كل التوفيق،<br>فريق استقطاب المواهب في {{company_name}}'),
    ].join('\n'),
  },
  hiring_congratulations: {
    subject_ar: 'مرحبًا بك في {{company_name}}، {{applicant_name}}!',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p('تهانينا! يسعدنا أن نعرض عليك وظيفة <strong>{{job_title}}</strong> في فريق {{department}}.'),
      p(
        'تاريخ مباشرتك للعمل هو <strong>{{start_date}}</strong>. استعدادًا ليومك الأول، يرجى استكمال بيانات انضمامك عبر رابطك الخاص:',
      ),
      p('<a href="{{onboarding_link}}">استكمال بيانات الانضمام</a>'),
      p('نتطلع إلى الترحيب بك،<br>فريق استقطاب المواهب في {{company_name}}'),
    ].join('\n'),
  },
  interview_invitation: {
    subject_ar: 'دعوة لمقابلة: وظيفة {{job_title}} لدى {{company_name}}',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p('يسعدنا دعوتك لإجراء مقابلة لوظيفة <strong>{{job_title}}</strong>.'),
      p(
        '<strong>التاريخ:</strong> {{interview_date}}<br><strong>الوقت:</strong> {{interview_time}} (بتوقيت البحرين)<br><strong>المدة:</strong> {{duration_minutes}} دقيقة<br><strong>المكان:</strong> {{interview_location}}<br><strong>المُقابِل:</strong> {{interviewer_name}}',
      ),
      p('أرفقنا دعوة للتقويم. إذا لم يناسبك الموعد، يرجى الرد على هذه الرسالة.'),
      p('مع أطيب التحيات،<br>فريق استقطاب المواهب في {{company_name}}'),
    ].join('\n'),
  },
  onboarding_link: {
    subject_ar: 'نموذج انضمامك إلى {{company_name}}',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p(
        'يرجى استكمال بياناتك الشخصية وبيانات جهة الاتصال في حالات الطوارئ وبياناتك المصرفية، ورفع بطاقة الهوية (CPR) وجواز السفر والشهادات عبر رابطك الخاص:',
      ),
      p('<a href="{{onboarding_link}}">فتح نموذج الانضمام</a>'),
      p('هذا الرابط خاص بك: يرجى عدم مشاركته.'),
      p('فريق الموارد البشرية في {{company_name}}'),
    ].join('\n'),
  },
  application_followup: {
    subject_ar: 'مستجدات طلبك لوظيفة {{job_title}}',
    body_ar: [
      p('عزيزي/عزيزتي {{applicant_name}}،'),
      p(
        'مضى {{followup_days}} يومًا على تقدمك لوظيفة <strong>{{job_title}}</strong> ({{reference_id}}). لا يزال فريقنا يراجع الطلبات، وسنتواصل معك فور توفر أي مستجدات.',
      ),
      p('شكرًا لصبرك،<br>فريق استقطاب المواهب في {{company_name}}'),
    ].join('\n'),
  },
};
