import type { EmailTemplateKey } from '@careers/shared';

export interface EmailTemplateSeed {
  template_key: EmailTemplateKey;
  name: string;
  subject: string;
  body: string;
  variables: string[];
}

const p = (text: string) => `<p>${text}</p>`;

/** The default wording of every e-mail; editors change it in the back office or in /cms. */
export const EMAIL_TEMPLATE_SEEDS: EmailTemplateSeed[] = [
  {
    template_key: 'application_received',
    name: 'Application received',
    subject: 'We received your application for {{job_title}}',
    body: [
      p('Dear {{applicant_name}},'),
      p(
        'Thank you for applying for the <strong>{{job_title}}</strong> position in our {{department}} team in {{location}}.',
      ),
      p(
        'Your reference number is <strong>{{reference_id}}</strong>. Please keep it for any questions about your application.',
      ),
      p(
        'Our recruitment team reviews every application carefully. If your profile matches the role, we will contact you to arrange the next steps.',
      ),
      p('Kind regards,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: [
      'applicant_name',
      'job_title',
      'department',
      'location',
      'reference_id',
      'company_name',
      'application_date',
    ],
  },
  {
    template_key: 'rejection',
    name: 'Application outcome (rejection)',
    subject: 'Your application for {{job_title}} at {{company_name}}',
    body: [
      p('Dear {{applicant_name}},'),
      p(
        'Thank you for your interest in the <strong>{{job_title}}</strong> position and for the time you invested in your application ({{reference_id}}).',
      ),
      p(
        'After careful consideration, we have decided to move forward with other candidates whose experience more closely matches the current needs of the role.',
      ),
      p('We will keep your details on file and encourage you to apply for future openings that match your skills.'),
      p('We wish you every success,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: ['applicant_name', 'job_title', 'reference_id', 'company_name'],
  },
  {
    template_key: 'hiring_congratulations',
    name: 'Hiring congratulations',
    subject: 'Welcome to {{company_name}}, {{applicant_name}}!',
    body: [
      p('Dear {{applicant_name}},'),
      p(
        'Congratulations! We are delighted to offer you the <strong>{{job_title}}</strong> position in our {{department}} team.',
      ),
      p(
        'Your start date is <strong>{{start_date}}</strong>. To prepare your first day, please complete your onboarding details through your private link:',
      ),
      p('<a href="{{onboarding_link}}">Complete my onboarding</a>'),
      p('We look forward to welcoming you,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: ['applicant_name', 'job_title', 'department', 'start_date', 'onboarding_link', 'company_name'],
  },
  {
    template_key: 'interview_invitation',
    name: 'Interview invitation',
    subject: 'Interview invitation: {{job_title}} at {{company_name}}',
    body: [
      p('Dear {{applicant_name}},'),
      p('We would like to invite you to an interview for the <strong>{{job_title}}</strong> position.'),
      p(
        '<strong>Date:</strong> {{interview_date}}<br><strong>Time:</strong> {{interview_time}} (Bahrain time)<br><strong>Duration:</strong> {{duration_minutes}} minutes<br><strong>Location:</strong> {{interview_location}}<br><strong>Interviewer:</strong> {{interviewer_name}}',
      ),
      p('A calendar invitation is attached. If the time does not suit you, please reply to this e-mail.'),
      p('Kind regards,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: [
      'applicant_name',
      'job_title',
      'interview_date',
      'interview_time',
      'duration_minutes',
      'interview_location',
      'interviewer_name',
      'company_name',
    ],
  },
  {
    template_key: 'onboarding_link',
    name: 'Onboarding link',
    subject: 'Your onboarding form for {{company_name}}',
    body: [
      p('Dear {{applicant_name}},'),
      p(
        'Please complete your personal, emergency-contact and banking details and upload your CPR, passport and certificates using your private link:',
      ),
      p('<a href="{{onboarding_link}}">Open my onboarding form</a>'),
      p('The link is personal: please do not share it.'),
      p('The {{company_name}} HR Team'),
    ].join('\n'),
    variables: ['applicant_name', 'onboarding_link', 'company_name'],
  },
  {
    template_key: 'application_followup',
    name: 'Application follow-up',
    subject: 'An update on your application for {{job_title}}',
    body: [
      p('Dear {{applicant_name}},'),
      p(
        'It has been {{followup_days}} days since you applied for <strong>{{job_title}}</strong> ({{reference_id}}). Our team is still reviewing applications and we will be in touch as soon as there is news.',
      ),
      p('Thank you for your patience,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: ['applicant_name', 'job_title', 'reference_id', 'followup_days', 'company_name'],
  },
  {
    template_key: 'new_application_notification',
    name: 'New application (to recruiters)',
    subject: 'New application: {{applicant_name}} for {{job_title}}',
    body: [
      p('A new application has arrived.'),
      p(
        '<strong>Candidate:</strong> {{applicant_name}}<br><strong>Position:</strong> {{job_title}}<br><strong>Reference:</strong> {{reference_id}}<br><strong>Applied:</strong> {{application_date}}',
      ),
      p('Open the back office to review it.'),
    ].join('\n'),
    variables: ['applicant_name', 'job_title', 'reference_id', 'application_date'],
  },
  {
    template_key: 'sign_in_code',
    name: 'Sign-in code',
    subject: 'Your {{company_name}} sign-in code',
    body: [
      p('Your sign-in code is:'),
      '<p style="font-size:28px;letter-spacing:6px"><strong>{{code}}</strong></p>',
      p('It is valid for 5 minutes. If you did not try to sign in, ignore this e-mail and tell your administrator.'),
    ].join('\n'),
    variables: ['code', 'company_name'],
  },
  {
    template_key: 'password_reset',
    name: 'Password reset',
    subject: 'Reset your {{company_name}} back-office password',
    body: [
      p('Dear {{admin_name}},'),
      p(
        'Someone asked to reset the password of your back-office account. Use this link within one hour to choose a new one:',
      ),
      p('<a href="{{reset_link}}">Choose a new password</a>'),
      p('If you did not ask for this, you can ignore this e-mail: your password stays the same.'),
    ].join('\n'),
    variables: ['admin_name', 'reset_link', 'company_name'],
  },
  {
    template_key: 'scorecard_reminder',
    name: 'Scorecard reminder (to interviewers)',
    subject: 'Your scorecard for {{applicant_name}} ({{job_title}})',
    body: [
      p('Dear {{interviewer_name}},'),
      p(
        'Thank you for interviewing <strong>{{applicant_name}}</strong> for the {{job_title}} position on {{interview_date}} at {{interview_time}}. The hiring team is still waiting for your scorecard.',
      ),
      p('Your ratings and key take-aways help us decide fairly and quickly. Your interview kit link follows.'),
      p('Kind regards,<br>The {{company_name}} Talent Team'),
    ].join('\n'),
    variables: ['interviewer_name', 'applicant_name', 'job_title', 'interview_date', 'interview_time', 'company_name'],
  },
];
