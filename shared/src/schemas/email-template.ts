import { z } from 'zod';
import { messages } from '../messages';
import { documentId, emailAddress, isoDateTime, requiredText } from './common';

/** Editing a template changes subject, body and active flag; its key and variables are fixed. */
export const emailTemplateFormSchema = z.strictObject({
  subject: requiredText(300),
  body: requiredText(50000),
  is_active: z.boolean(),
});

export const adminEmailTemplateSchema = z.object({
  id: documentId,
  name: z.string(),
  template_key: z.string(),
  subject: z.string(),
  body: z.string(),
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
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: messages.settings.invalidEmail })
    .pipe(emailAddress),
});

/**
 * The editor's unsaved subject and body, for the preview and Send Test; either left out means the
 * saved one. The same limits as saving, but blank is allowed: a preview of a half-typed template.
 */
export const emailTemplateDraftSchema = z.strictObject({
  subject: z.string().max(300).optional(),
  body: z.string().max(50000).optional(),
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

/** What Send Test answers (back-office spec section 7): success, the message to show, the error. */
export const emailTemplateTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
});
export type EmailTemplateTestResult = z.infer<typeof emailTemplateTestResultSchema>;
