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
