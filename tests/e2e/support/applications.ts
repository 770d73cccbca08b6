// Applications made for one journey, written straight as rows (no screen makes hundreds at once):
// each batch has its own tag in the names, so a search for the tag shows that batch only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dbTime, queryRow, runSql, type SqlValue } from './database.ts';
import { documentId } from './document-id.ts';
import type { MadePosting } from './recruitment-rows.ts';

/** The list's rule: rejected and hired applications are archived. */
const ARCHIVED_STATUSES = ['rejected', 'hired'];

export interface ApplicationBatch {
  tag: string;
  count: number;
}

/** `count` new applications named "<tag> Applicant n", created a minute apart, the newest first. */
export async function makeApplications(
  count: number,
  changes: {
    /** A status for all, or per applicant number; rejected and hired rows are archived, as the list leaves them. */
    status?: string | ((n: number) => string);
    /** The posting they applied to (none when not given). */
    posting?: MadePosting;
    nationality?: string;
    /** A score for all, or per applicant number. */
    ai_score?: number | null | ((n: number) => number | null);
    interview_score?: number | null;
    is_duplicate_applicant?: boolean;
  } = {},
): Promise<ApplicationBatch> {
  const tag = `Batch${Date.now().toString(36)}`;
  const now = Date.now();
  const columns = [
    'document_id',
    'reference_id',
    'full_name',
    'email',
    'phone',
    'nationality',
    'status',
    'ai_score',
    'interview_score',
    'is_archived',
    'hired',
    'acknowledgment_accepted',
    'is_duplicate_applicant',
    'created_at',
    'updated_at',
    'published_at',
  ];
  // A few hundred rows at a time keeps each statement within the parameter limits.
  for (let start = 1; start <= count; start += 50) {
    const rows: SqlValue[][] = [];
    for (let n = start; n < Math.min(start + 50, count + 1); n += 1) {
      const created = dbTime(now - n * 60_000);
      const status = typeof changes.status === 'function' ? changes.status(n) : (changes.status ?? 'new');
      rows.push([
        documentId(),
        `GH-${tag.toUpperCase()}-${n}`,
        `${tag} Applicant ${n}`,
        `${tag.toLowerCase()}.${n}@mail.test`,
        '+973 3300 1122',
        changes.nationality ?? 'Bahrain',
        status,
        typeof changes.ai_score === 'function' ? changes.ai_score(n) : (changes.ai_score ?? 70),
        changes.interview_score ?? null,
        ARCHIVED_STATUSES.includes(status),
        false,
        true,
        changes.is_duplicate_applicant ?? false,
        created,
        created,
        created,
      ]);
    }
    const placeholders = rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
    await runSql(`INSERT INTO applications (${columns.join(', ')}) VALUES ${placeholders}`, ...rows.flat());
  }
  if (changes.posting) {
    await runSql(
      `INSERT INTO applications_job_posting_lnk (application_id, job_posting_id)
       SELECT id, ? FROM applications WHERE reference_id LIKE ?`,
      changes.posting.rowId,
      `GH-${tag.toUpperCase()}-%`,
    );
  }
  return { tag, count };
}

/** Stores `bytes` in the private store as the CV of the application `id` (what intake would have saved). */
export async function storeCv(id: string, bytes: Buffer, extension: string): Promise<void> {
  const key = `tests/cvs/${id}.${extension}`;
  const path = join(process.env.E2E_PRIVATE_FILES_DIR ?? '', key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  await runSql('UPDATE applications SET cv_url = ? WHERE document_id = ?', key, id);
}

/**
 * Applications to one posting (its row id), each with one of these CVs (cms/tests/fixtures/cvs) and a
 * score the first offline rules made: what a scorer upgrade recomputes. Returns their ids, in order.
 */
export async function scoredByOlderRules(postingRowId: number, cvFiles: string[]): Promise<string[]> {
  const batch = await makeApplications(cvFiles.length, { ai_score: 12 });
  const ids: string[] = [];
  for (const [index, file] of cvFiles.entries()) {
    const name = `${batch.tag} Applicant ${index + 1}`;
    await runSql(
      'INSERT INTO applications_job_posting_lnk (application_id, job_posting_id) SELECT id, ? FROM applications WHERE full_name = ?',
      postingRowId,
      name,
    );
    const id = String((await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name))?.document_id);
    await storeCv(id, readFileSync(join(import.meta.dirname, '../../../cms/tests/fixtures/cvs', file)), 'pdf');
    await runSql(
      "UPDATE applications SET ai_scoring_method = 'offline', ai_model = 'offline-1', ai_scoring_status = 'scored' WHERE document_id = ?",
      id,
    );
    ids.push(id);
  }
  return ids;
}
