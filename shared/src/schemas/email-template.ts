import { z } from 'zod';
import { unknownVariableProblem } from '../domain/template-variables';
import { CANDIDATE_LOCALES } from '../i18n/translation';
import { settingsMessages } from '../messages';
import { documentId, emailAddress, isoDateTime, requiredText, textInput } from './common';

/**
 * Editing a template changes subject, body and active flag, and the Arabic subject and body sent to
 * candidates who applied in Arabic (empty: they get the English); its key and variables are fixed.
 */
export const emailTemplateFormSchema = z.strictObject({
  subject: requiredText(300),
  body: requiredText(50000),
  subject_ar: textInput().trim().max(300).optional(),
  body_ar: textInput().trim().max(50000).optional(),
  is_active: z.boolean(),
});

interface TemplateIdentity {
  template_key: unknown;
  variables?: unknown;
}

/** Refuses, on its field, a subject or body that uses a variable the template's e-mail is never given. */
const refuseUnknownVariables =
  (identity: TemplateIdentity) =>
  (form: { subject?: unknown; body?: unknown; subject_ar?: unknown; body_ar?: unknown }, context: z.RefinementCtx) => {
    const problem = unknownVariableProblem({ ...identity, ...form });
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  };

/** Edit Template for one template: the form's rules, and only the variables its e-mail is given. */
export const emailTemplateFormSchemaFor = (template: TemplateIdentity) =>
  emailTemplateFormSchema.superRefine(refuseUnknownVariables(template));

/** A whole stored template, as the /cms panel saves it (more keys than the form): the same rules. */
export const emailTemplateRecordSchema = z
  .object({ ...emailTemplateFormSchema.shape, template_key: z.unknown(), variables: z.unknown() })
  .superRefine((template, context) =>
    refuseUnknownVariables({ template_key: template.template_key, variables: template.variables })(template, context),
  );

export const adminEmailTemplateSchema = z.object({
  id: documentId,
  name: z.string(),
  template_key: z.string(),
  subject: z.string(),
  body: z.string(),
  /** '' when the template has no Arabic wording: Arabic candidates then get the English. */
  subject_ar: z.string(),
  body_ar: z.string(),
  variables: z.array(z.string()),
  is_active: z.boolean(),
  updated_at: isoDateTime,
});
export type AdminEmailTemplate = z.infer<typeof adminEmailTemplateSchema>;

/** Send Test: a simple e-mail pattern, else 'Please enter a valid email address'. */
export const testEmailFormSchema = z.strictObject({
  to: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: settingsMessages.invalidEmail })
    .pipe(emailAddress),
});

/**
 * The editor's unsaved subject and body, for the preview and Send Test; either left out means the
 * saved one. The same limits as saving, but blank is allowed: a preview of a half-typed template.
 */
export const emailTemplateDraftSchema = z.strictObject({
  subject: textInput().max(300).optional(),
  body: textInput().max(50000).optional(),
  /** Which wording the draft is: the Arabic one is rendered right to left, with Arabic dates. */
  language: z.enum(CANDIDATE_LOCALES).default('en'),
});
export type EmailTemplateDraft = z.infer<typeof emailTemplateDraftSchema>;

/** Send Test of a template: the address, and the editor's draft when it differs from the saved one. */
export const emailTemplateTestSendSchema = z.strictObject({
  ...testEmailFormSchema.shape,
  ...emailTemplateDraftSchema.shape,
});

/** What the preview route answers: the rendered message and the variables that have no sample value. */
export const emailTemplatePreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  missing: z.array(z.string()),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;

/** What Send Test answers: success, the message to show, the error. */
export const emailTemplateTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
});
export type EmailTemplateTestResult = z.infer<typeof emailTemplateTestResultSchema>;
