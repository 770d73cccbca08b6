import { z } from 'zod';
import { THEMES } from '../constants/content';
import { FOCUS_ATTRIBUTES } from '../constants/focus-attributes';
import { grantedPermissionsSchema } from './admin-user';
import { documentId, isoDateTime } from './common';
import { focusAttributeSchema, generatedTemplateSchema } from './job-template';

// Answers of the back office's own calls beyond its resources: the server types them with these,
// and the admin reads their types instead of its own copies.

/** What the Applications tab's filters offer (GET /backoffice/applications/facets). */
export const applicationFacetsSchema = z.strictObject({
  total: z.number().int().min(0),
  nationalities: z.array(z.string()),
  job_positions: z.array(z.strictObject({ id: documentId, title: z.string() })),
});
export type ApplicationFacets = z.infer<typeof applicationFacetsSchema>;

/** One application of a bulk reject; `skipped` when it was already rejected (no second e-mail). */
export const bulkRejectResultSchema = z.strictObject({
  id: z.string(),
  ok: z.boolean(),
  skipped: z.literal(true).optional(),
  error: z.string().optional(),
});
export type BulkRejectResult = z.infer<typeof bulkRejectResultSchema>;

/** The signed-in admin (GET /admin-auth/me): who they are, their role's flags and their theme. */
export const adminProfileSchema = z.strictObject({
  id: documentId,
  email: z.string(),
  full_name: z.string(),
  role_name: z.string().nullable(),
  permissions: grantedPermissionsSchema,
  theme_preference: z.enum(THEMES),
  last_login: isoDateTime.nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** A done action whose whole answer is the product's message saying so (Rebuild now, Retry, Revoke). */
export const messageAnswerSchema = z.strictObject({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Bulk Reject: one result per application asked for. */
export const bulkRejectAnswerSchema = z.strictObject({ results: z.array(bulkRejectResultSchema) });
export type BulkRejectAnswer = z.infer<typeof bulkRejectAnswerSchema>;

/** Shortlist: one result per application asked for (`changed` false when it was shortlisted already), and the product's message. */
export const shortlistAnswerSchema = z.strictObject({
  results: z.array(z.strictObject({ id: z.string(), ok: z.literal(true), changed: z.boolean() })),
  message: z.string(),
});
export type ShortlistAnswer = z.infer<typeof shortlistAnswerSchema>;

/** A new onboarding link from Hired Staff; `email_sent` false when the link stands but its e-mail failed. */
export const onboardingLinkAnswerSchema = z.strictObject({ email_sent: z.boolean(), message: z.string() });
export type OnboardingLinkAnswer = z.infer<typeof onboardingLinkAnswerSchema>;

/** The AI template generator's draft, for the recruiter to review before saving. */
export const generatedTemplateAnswerSchema = z.strictObject({
  template: generatedTemplateSchema.extend({ location: z.string() }),
  message: z.string(),
});
export type GeneratedTemplateAnswer = z.infer<typeof generatedTemplateAnswerSchema>;

/**
 * The generator without an AI key: the focus attributes the form's requirements suggest, one per line
 * (the rule used without AI), and a notice that the rest of the template needs a key.
 */
export const focusOnlyTemplateAnswerSchema = z.strictObject({
  focus_attributes: z.array(focusAttributeSchema).max(FOCUS_ATTRIBUTES.max),
  notice: z.string(),
});
export type FocusOnlyTemplateAnswer = z.infer<typeof focusOnlyTemplateAnswerSchema>;

/** The AI's Arabic draft of a job's texts, for the recruiter to review before saving. */
export const arabicDraftAnswerSchema = z.strictObject({
  draft: z.strictObject({
    title_ar: z.string(),
    description_ar: z.string(),
    responsibilities_ar: z.string().nullable(),
    requirements_ar: z.string(),
  }),
  message: z.string(),
});
export type ArabicDraftAnswer = z.infer<typeof arabicDraftAnswerSchema>;
