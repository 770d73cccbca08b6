import { z } from 'zod';
import {
  DATA_REQUEST_CHANNELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_OUTCOMES,
  ERASURE_RULES,
  ERASURE_SUBJECTS,
} from '../constants/privacy';
import { documentId, isoDateTime } from './common';

// Our own addition: the Privacy register, as GET /backoffice/privacy/register answers it.

/** One access, correction, withdrawal or erasure request and how it ended. */
export const dataRequestSchema = z.strictObject({
  id: documentId,
  kind: z.enum(DATA_REQUEST_KINDS),
  channel: z.enum(DATA_REQUEST_CHANNELS),
  received_at: isoDateTime,
  /** The admin who handled it; null when the candidate did it on their own page. */
  handled_by: z.string().nullable(),
  outcome: z.enum(DATA_REQUEST_OUTCOMES),
  /** The applications it concerned, by reference (never a name or address). */
  application_references: z.array(z.string()),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** An application kept from erasure, and why; named by reference, as everywhere in the register. */
export const legalHoldRowSchema = z.strictObject({
  id: documentId,
  reference_id: z.string(),
  job_title: z.string().nullable(),
  since: isoDateTime,
  reason: z.string(),
});
export type LegalHoldRow = z.infer<typeof legalHoldRowSchema>;

/** What the next retention run will erase if nothing changes before it (a dry run). */
export const retentionDryRunSchema = z.strictObject({
  /** When the run after this moment starts (the next hourly check of a new company day). */
  next_run_at: isoDateTime,
  decided_before: isoDateTime,
  onboarded_before: isoDateTime,
  logged_before: isoDateTime,
  applications: z.number().int().nonnegative(),
  onboardings: z.number().int().nonnegative(),
  audit_entries: z.number().int().nonnegative(),
  /** The first due applications by reference (DRY_RUN_LISTED at most). */
  application_references: z.array(z.string()),
});
export type RetentionDryRun = z.infer<typeof retentionDryRunSchema>;

/** One erasure as recorded: which rule, what, when; ids and counts only. */
export const erasureRowSchema = z.strictObject({
  id: documentId,
  erased_at: isoDateTime,
  rule: z.enum(ERASURE_RULES),
  subject_type: z.enum(ERASURE_SUBJECTS),
  subject_reference: z.string().nullable(),
  files_deleted: z.number().int().nonnegative(),
  emails_redacted: z.number().int().nonnegative(),
  entries_deleted: z.number().int().nonnegative(),
});
export type ErasureRow = z.infer<typeof erasureRowSchema>;

export const privacyRegisterSchema = z.strictObject({
  requests: z.array(dataRequestSchema),
  legal_holds: z.array(legalHoldRowSchema),
  next_run: retentionDryRunSchema,
  erasures: z.array(erasureRowSchema),
});
export type PrivacyRegister = z.infer<typeof privacyRegisterSchema>;
