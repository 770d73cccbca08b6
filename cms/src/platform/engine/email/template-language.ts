import type { CandidateLocale } from '@careers/shared';

/** A template row's two wordings: English always, Arabic when an editor or the seed gave one. */
export interface TemplateWordings {
  subject: string;
  body: string | null;
  subject_ar?: string | null;
  body_ar?: string | null;
}

/**
 * The wording to send in `locale`: the Arabic one when the template has both its subject and body in
 * Arabic; otherwise the English one, which always exists (a half-translated template is never sent).
 */
export function templateIn(
  template: TemplateWordings,
  locale: CandidateLocale,
): { subject: string; body: string; locale: CandidateLocale } {
  if (locale === 'ar' && template.subject_ar?.trim() && template.body_ar?.trim())
    return { subject: template.subject_ar, body: template.body_ar, locale: 'ar' };
  return { subject: template.subject, body: template.body ?? '', locale: 'en' };
}
