import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/applications';
import { CANDIDATE_LOCALES } from '../i18n/translation';
import { selfServiceMessages } from '../messages';
import { applyFormSchema } from './apply-form';
import { documentId, emailAddress, isoDateTime } from './common';

// Our own addition: the candidate's own page, reached by the private link their
// confirmation e-mail carries. The token travels in the request body, never in a URL a log keeps.

/** A link's token: 32 random bytes in base64url. */
export const selfServiceToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: selfServiceMessages.linkInvalid });

export const selfServiceRequestSchema = z.strictObject({ token: selfServiceToken });

/** Correct contact details: the name and phone as the apply form checks them (the address is who they are). */
export const contactCorrectionSchema = z.strictObject({
  token: selfServiceToken,
  full_name: applyFormSchema.shape.full_name,
  phone: applyFormSchema.shape.phone,
});
export type ContactCorrection = z.infer<typeof contactCorrectionSchema>;

export const withdrawalRequestSchema = z.strictObject({ token: selfServiceToken, application_id: documentId });

/** "I lost my link": the address they applied with, and the page's language (its e-mail's and link's). */
export const lostLinkRequestSchema = z.strictObject({
  email: emailAddress,
  language: z.enum(CANDIDATE_LOCALES).default('en'),
});

/** One of the candidate's applications as their page shows it. */
export const ownApplicationSchema = z.strictObject({
  id: documentId,
  reference_id: z.string(),
  job_title: z.string().nullable(),
  applied_at: isoDateTime,
  status: z.enum(APPLICATION_STATUSES),
  /** The status in the candidate's words (shared selfServiceMessages.statuses). */
  status_text: z.string(),
  can_withdraw: z.boolean(),
});
export type OwnApplication = z.infer<typeof ownApplicationSchema>;

export const selfServiceOverviewSchema = z.strictObject({
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  link_expires_at: isoDateTime,
  applications: z.array(ownApplicationSchema),
});
export type SelfServiceOverview = z.infer<typeof selfServiceOverviewSchema>;

/** What an action answers: the words to show, and the page as it is now (null once all is erased). */
export const selfServiceAnswerSchema = z.strictObject({
  message: z.string(),
  overview: selfServiceOverviewSchema.nullable(),
});
export type SelfServiceAnswer = z.infer<typeof selfServiceAnswerSchema>;
