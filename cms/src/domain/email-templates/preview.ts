import type { CandidateLocale, EmailTemplateDraft, EmailTemplatePreview } from '@careers/shared';
import type { StoredRow } from '../../platform/database/rows';

/** What a preview or a test send reads of the saved template. */
export type SavedTemplate = Pick<
  StoredRow<'api::email-template.email-template'>,
  'documentId' | 'subject' | 'body' | 'subject_ar' | 'body_ar' | 'template_key'
>;

import { previewEmail } from '../../platform/engine';
import { sampleAppendix } from './sample-appendix';

/**
 * The preview is the editor's own HTML: the admin shows it in a sandboxed frame, and the document
 * itself forbids scripts, frames and outside requests besides images, wherever it is opened.
 */
export const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:";

/** The editor's draft where given, the saved wording of its language for the rest. */
export function draftOf(
  template: SavedTemplate,
  draft: Partial<EmailTemplateDraft>,
): { subject: string; body: string; language: CandidateLocale } {
  const language = draft.language ?? 'en';
  const saved = language === 'ar' ? { subject: template.subject_ar, body: template.body_ar } : template;
  return {
    subject: draft.subject ?? String(saved.subject ?? ''),
    body: draft.body ?? String(saved.body ?? ''),
    language,
  };
}

/**
 * The template rendered with sample values by the renderer of the real e-mails (values escaped), with
 * the lines the system adds after it.
 */
export async function previewTemplate(
  template: SavedTemplate,
  draft: Partial<EmailTemplateDraft>,
): Promise<EmailTemplatePreview> {
  const { language, ...wording } = draftOf(template, draft);
  const appendix = sampleAppendix(template.template_key, language);
  const preview = await previewEmail(wording, {}, undefined, language, appendix);
  const policy = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`;
  return {
    subject: preview.subject,
    html: preview.html.replace('<head>', `<head>\n${policy}`),
    missing: preview.missing,
  };
}
