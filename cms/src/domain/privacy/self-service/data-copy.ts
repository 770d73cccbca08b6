import { PassThrough } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { ZipArchive } from 'archiver';
import { fromDbJson } from '../../../platform/database/db-values';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { candidateAddress } from './candidate-links';

const APPLICATION = 'api::application.application';

/** Every field of an application that is the candidate's or about them, as their copy holds it. */
const COPIED = [
  'documentId',
  'reference_id',
  'full_name',
  'email',
  'phone',
  'nationality',
  'years_of_experience',
  'years_related_experience',
  'screening_answers',
  'status',
  'createdAt',
  'privacy_notice_version',
  'privacy_consent_at',
  'ai_screening_consent',
  'cv_parsed_data',
  'ai_score',
  'ai_summary',
  'ai_insights',
  'interview_status',
  'interview_scheduled_date',
  'interview_score',
  'interview_feedback',
  'cv_url',
  'supporting_documents_url',
] as const;

type CopiedRow = Record<(typeof COPIED)[number], unknown> & { id: number; job_posting: { title: string } | null };

/** A file's name inside the ZIP: its application's reference and what it is, with its own extension. */
function entryName(reference: string, what: 'cv' | 'supporting-document', key: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';
  return `files/${reference}/${what}.${extension}`;
}

/**
 * The candidate's copy of everything held about them (issue 28 item 3, the right of access): a ZIP
 * with `my-data.json` (every application's fields, status, dates, consent and assessments) and the
 * files they sent, read from the private store. Small (a person's few applications): built whole.
 */
export async function candidateDataCopy(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  email: string,
  now: Date,
): Promise<{ zip: Buffer; applications: string[] }> {
  const rows: CopiedRow[] = await strapi.db.query(APPLICATION).findMany({
    where: { email: { $eqi: candidateAddress(email) }, erased_at: null },
    select: ['id', ...COPIED],
    populate: { job_posting: { select: ['title'] } },
    orderBy: { id: 'asc' },
  });
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    zip.on('error', reject);
  });
  zip.pipe(sink);
  const applications = rows.map((row) => {
    const { cv_url: cv, supporting_documents_url: supporting, documentId, createdAt, ...fields } = row;
    const files: string[] = [];
    const reference = String(row.reference_id);
    if (typeof cv === 'string' && cv) files.push(entryName(reference, 'cv', cv));
    if (typeof supporting === 'string' && supporting)
      files.push(entryName(reference, 'supporting-document', supporting));
    return {
      id: documentId,
      job_title: row.job_posting?.title ?? null,
      applied_at: new Date(String(createdAt)).toISOString(),
      ...Object.fromEntries(
        Object.entries(fields)
          .filter(([key]) => key !== 'id' && key !== 'job_posting')
          .map(([key, value]) => [key, typeof value === 'string' && /^[[{]/.test(value) ? fromDbJson(value) : value]),
      ),
      files,
    };
  });
  zip.append(JSON.stringify({ exported_at: now.toISOString(), applications }, null, 2), { name: 'my-data.json' });
  for (const row of rows) {
    const reference = String(row.reference_id);
    for (const [what, key] of [
      ['cv', row.cv_url],
      ['supporting-document', row.supporting_documents_url],
    ] as const) {
      if (typeof key !== 'string' || !key) continue;
      const bytes = await store.read(key).catch(() => null);
      if (bytes) zip.append(bytes, { name: entryName(reference, what, key) });
    }
  }
  await zip.finalize();
  await ended;
  return { zip: Buffer.concat(chunks), applications: rows.map((row) => String(row.reference_id)) };
}
