import { labels } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { stringify } from 'csv-stringify/sync';
import { auditActor, type ChangeActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { dataRequests, erasures, legalHolds } from './register';

const text = labels.privacyAdmin;

/**
 * A cell as a spreadsheet will not run it: text that a spreadsheet would read as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe (OWASP's CSV injection advice).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const HEADER = [
  'Record',
  'Date',
  'What',
  'From or rule',
  'Handled by',
  'Outcome',
  'Applications',
  'Files deleted',
  'E-mails redacted',
  'Entries deleted',
  text.holds.columns.reason,
];

/**
 * The whole register as CSV: every request (newest first), every legal hold (the longest held first), then
 * every erasure (newest first). No personal data: a hold is named by its application's reference, never
 * the candidate's name; its reason is the recruiter's own text, as the Privacy page shows it.
 */
async function privacyRegisterCsv(strapi: Core.Strapi): Promise<string> {
  const rows: string[][] = [];
  for (const request of await dataRequests(strapi)) {
    rows.push([
      text.requests.title,
      request.received_at,
      text.requests.kinds[request.kind],
      text.requests.channels[request.channel],
      request.handled_by ?? text.requests.selfService,
      text.requests.outcomes[request.outcome],
      request.application_references.join(' '),
      '',
      '',
      '',
      '',
    ]);
  }
  for (const hold of await legalHolds(strapi)) {
    rows.push([text.holds.title, hold.since, '', '', '', '', hold.reference_id, '', '', '', hold.reason]);
  }
  for (const erasure of await erasures(strapi)) {
    rows.push([
      text.erasures.title,
      erasure.erased_at,
      text.erasures.subjects[erasure.subject_type] + (erasure.subject_reference ? ` ${erasure.subject_reference}` : ''),
      erasure.rule,
      '',
      '',
      erasure.subject_reference ?? '',
      String(erasure.files_deleted),
      String(erasure.emails_redacted),
      String(erasure.entries_deleted),
      '',
    ]);
  }
  return stringify([HEADER, ...rows.map((row) => row.map(spreadsheetSafe))], { quoted_string: false });
}

/**
 * The register's CSV for a recruiter: an export is a read of personal-data records, so it is audited,
 * as every export is, and handed over only once its audit line is written.
 */
export async function exportPrivacyRegisterAudited(strapi: Core.Strapi, by: ChangeActor): Promise<string> {
  const csv = await privacyRegisterCsv(strapi);
  await writeAudit(strapi, { action: 'privacy.register_exported', ...auditActor(by) });
  return csv;
}
