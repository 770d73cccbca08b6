import { z } from 'zod';
import { applicationsMessages, cvFilesMessages } from '../messages';
import { applicationFiltersSchema } from './application-filters';
import { documentId } from './common';

/** Most CVs one ZIP may hold: a bigger selection is refused with a message, never half-served. */
export const CV_ARCHIVE_MAX = 1000;

/** The selected applications of the bulk CV download. */
export const cvArchiveByIdsSchema = z.strictObject({
  ids: z
    .array(documentId)
    .min(1, { error: applicationsMessages.noSelection })
    .max(CV_ARCHIVE_MAX, { error: cvFilesMessages.tooMany(CV_ARCHIVE_MAX) }),
});

/** "Download All CVs" of the filtered view sends the Applications list's filter, not a list of ids. */
export const cvArchiveByFilterSchema = z.strictObject({ filter: applicationFiltersSchema });

export const cvArchiveRequestSchema = z.union([cvArchiveByIdsSchema, cvArchiveByFilterSchema]);
export type CvArchiveRequest = z.infer<typeof cvArchiveRequestSchema>;

/**
 * The schema a request's body is checked with: the ids' when it names ids, the filter's when it sends
 * one; null for a body with neither (which is 'No Selection').
 */
export function cvArchiveSchemaFor(body: unknown): typeof cvArchiveByIdsSchema | typeof cvArchiveByFilterSchema | null {
  const fields = typeof body === 'object' && body !== null ? body : {};
  return 'ids' in fields ? cvArchiveByIdsSchema : 'filter' in fields ? cvArchiveByFilterSchema : null;
}

/** How many of the asked-for applications have a CV file (the dialogs' counts). */
export interface CvArchivePlan {
  withCv: number;
  withoutCv: number;
}
