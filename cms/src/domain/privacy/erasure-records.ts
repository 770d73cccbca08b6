import type { ErasureRule, ErasureSubject } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { dialectOf, fromDbJson, toDbTime } from '../../platform/database/db-values';
import { insertRows } from '../../platform/database/row-writes';
import type { Selected } from '../../platform/database/rows';
import type { PrivateFileStore } from '../../platform/storage/private-files';

const RECORD = 'api::erasure-record.erasure-record';
const BATCH = 500;

/** One erasure as recorded: ids, field names and counts, never a value that was erased. */
export interface ErasureRecordInput {
  rule: ErasureRule;
  subjectType: ErasureSubject;
  subjectId?: string;
  subjectReference?: string;
  erasedFields?: readonly string[];
  filesDeleted?: number;
  emailsRedacted?: number;
  entriesDeleted?: number;
  decidedBefore?: Date;
  erasedAt: Date;
  /** Private-store keys to delete once the erasure has committed (server-made names, no personal data). */
  pendingFiles?: readonly string[];
}

/** Writes erasure records in the caller's transaction (one statement per call). */
export async function recordErasures(strapi: Core.Strapi, records: readonly ErasureRecordInput[]): Promise<void> {
  const dialect = dialectOf(strapi);
  const json = (value: readonly string[] | undefined) => (value && value.length > 0 ? JSON.stringify(value) : null);
  await insertRows(
    strapi,
    'erasure_records',
    records.map((record) => ({
      rule: record.rule,
      subject_type: record.subjectType,
      subject_id: record.subjectId ?? null,
      subject_reference: record.subjectReference ?? null,
      erased_fields: json(record.erasedFields),
      files_deleted: record.filesDeleted ?? 0,
      emails_redacted: record.emailsRedacted ?? 0,
      entries_deleted: record.entriesDeleted ?? 0,
      decided_before: record.decidedBefore ? toDbTime(dialect, record.decidedBefore) : null,
      erased_at: toDbTime(dialect, record.erasedAt),
      pending_files: json(record.pendingFiles),
    })),
  );
}

type PendingRecord = Selected<typeof RECORD, 'pending_files'>;

/**
 * Deletes the files of committed erasures from the private store, then forgets them. Runs after each
 * erasure batch and again at the start of every run, so files of a run cut short are deleted too.
 * Returns how many files were deleted.
 */
export async function deletePendingFiles(strapi: Core.Strapi, store: PrivateFileStore): Promise<number> {
  let deleted = 0;
  for (;;) {
    const records: PendingRecord[] = await strapi.db.query(RECORD).findMany({
      where: { pending_files: { $notNull: true } },
      select: ['id', 'pending_files'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    if (records.length === 0) return deleted;
    for (const record of records) {
      for (const key of fromDbJson<string[]>(record.pending_files) ?? []) {
        await store.remove(key).catch((error: unknown) => {
          // A key the store refuses was never a file of ours; anything else is tried again next run.
          if (!(error instanceof Error && error.message.startsWith('Refused'))) throw error;
        });
        deleted += 1;
      }
    }
    await strapi.db
      .query(RECORD)
      .updateMany({ where: { id: { $in: records.map((record) => record.id) } }, data: { pending_files: null } });
  }
}
