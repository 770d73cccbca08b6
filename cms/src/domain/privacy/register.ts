import {
  companyToday,
  type DataRequest,
  DRY_RUN_LISTED,
  type ErasureRow,
  type LegalHoldRow,
  type PrivacyRegister,
  REGISTER_PAGE_ROWS,
  type RetentionDryRun,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { fromDbJson } from '../../platform/database/db-values';
import type { Selected } from '../../platform/database/rows';
import { countDue, dueApplications } from './due-for-erasure';
import { retentionCutoffs } from './retention-periods';
import { RETENTION_RUN_JOB, retentionRunKey } from './retention-run';

const APPLICATION = 'api::application.application';
const REQUEST = 'api::data-request.data-request';
const RECORD = 'api::erasure-record.erasure-record';
const JOB = 'api::background-job.background-job';
const HOUR = 3_600_000;
/** The retention schedule asks at this minute of every hour (its cron line). */
const RUN_MINUTE = 7;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The next hourly ask after `now` (Bahrain keeps one whole-hour offset all year, so its days start on a UTC hour). */
function nextAsk(now: Date): Date {
  const ask = new Date(now);
  ask.setUTCMinutes(RUN_MINUTE, 0, 0);
  return ask.getTime() > now.getTime() ? ask : new Date(ask.getTime() + HOUR);
}

/** When the next run starts: the next ask, unless today's run is done, then the first ask of the next company day. */
async function nextRunAt(strapi: Core.Strapi, now: Date): Promise<Date> {
  const today = await strapi.db
    .query(JOB)
    .findOne({ where: { kind: RETENTION_RUN_JOB, idempotency_key: retentionRunKey(now) }, select: ['id'] });
  let at = nextAsk(now);
  if (!today) return at;
  while (companyToday(at) === companyToday(now)) at = new Date(at.getTime() + HOUR);
  return at;
}

/** What the next run will erase if nothing changes before it: the counts, and the first applications. */
export async function retentionDryRun(strapi: Core.Strapi, now: Date): Promise<RetentionDryRun> {
  const at = await nextRunAt(strapi, now);
  const cutoffs = await retentionCutoffs(strapi, at);
  const counts = await countDue(strapi, cutoffs);
  const ids = await dueApplications(strapi, cutoffs, { limit: DRY_RUN_LISTED });
  const rows: Selected<typeof APPLICATION, 'reference_id'>[] =
    ids.length === 0
      ? []
      : await strapi.db
          .query(APPLICATION)
          .findMany({ where: { id: { $in: ids } }, select: ['id', 'reference_id'], orderBy: { id: 'asc' } });
  return {
    next_run_at: at.toISOString(),
    decided_before: cutoffs.decidedBefore.toISOString(),
    onboarded_before: cutoffs.onboardedBefore.toISOString(),
    logged_before: cutoffs.loggedBefore.toISOString(),
    applications: counts.applications,
    onboardings: counts.onboardings,
    audit_entries: counts.auditEntries,
    application_references: rows.map((row) => row.reference_id),
  };
}

const REQUEST_FIELDS = [
  'documentId',
  'kind',
  'channel',
  'received_at',
  'handled_by_email',
  'outcome',
  'application_references',
] as const;
type RequestRow = Selected<typeof REQUEST, (typeof REQUEST_FIELDS)[number]>;

/** Requests, newest first: `limit` of them, or every one (the CSV export). */
export async function dataRequests(strapi: Core.Strapi, limit?: number): Promise<DataRequest[]> {
  const rows: RequestRow[] = await strapi.db.query(REQUEST).findMany({
    select: ['id', ...REQUEST_FIELDS],
    orderBy: [{ received_at: 'desc' }, { id: 'desc' }],
    ...(limit ? { limit } : {}),
  });
  return rows.map((row) => ({
    id: row.documentId,
    kind: row.kind,
    channel: row.channel,
    received_at: iso(row.received_at),
    handled_by: row.handled_by_email,
    outcome: row.outcome,
    application_references: fromDbJson<string[]>(row.application_references) ?? [],
  }));
}

const RECORD_FIELDS = [
  'documentId',
  'erased_at',
  'rule',
  'subject_type',
  'subject_reference',
  'files_deleted',
  'emails_redacted',
  'entries_deleted',
] as const;
type RecordRow = Selected<typeof RECORD, (typeof RECORD_FIELDS)[number]>;

/** Erasures, newest first: `limit` of them, or every one. */
export async function erasures(strapi: Core.Strapi, limit?: number): Promise<ErasureRow[]> {
  const rows: RecordRow[] = await strapi.db.query(RECORD).findMany({
    select: ['id', ...RECORD_FIELDS],
    orderBy: [{ erased_at: 'desc' }, { id: 'desc' }],
    ...(limit ? { limit } : {}),
  });
  return rows.map((row) => ({
    id: row.documentId,
    erased_at: iso(row.erased_at),
    rule: row.rule,
    subject_type: row.subject_type,
    subject_reference: row.subject_reference,
    files_deleted: row.files_deleted ?? 0,
    emails_redacted: row.emails_redacted ?? 0,
    entries_deleted: row.entries_deleted ?? 0,
  }));
}

type HeldRow = Selected<
  typeof APPLICATION,
  'documentId' | 'reference_id' | 'legal_hold_since' | 'legal_hold_reason'
> & {
  job_posting: { title: string } | null;
};

/** Every application on legal hold, the longest held first, by reference: the register names no one. */
export async function legalHolds(strapi: Core.Strapi): Promise<LegalHoldRow[]> {
  const rows: HeldRow[] = await strapi.db.query(APPLICATION).findMany({
    where: { legal_hold_since: { $notNull: true }, erased_at: null },
    select: ['id', 'documentId', 'reference_id', 'legal_hold_since', 'legal_hold_reason'],
    populate: { job_posting: { select: ['title'] } },
    orderBy: [{ legal_hold_since: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    id: row.documentId,
    reference_id: row.reference_id,
    job_title: row.job_posting?.title ?? null,
    since: iso(row.legal_hold_since),
    reason: row.legal_hold_reason ?? '',
  }));
}

/** The Privacy page: the latest requests and erasures, every hold, and the next run's dry run. */
export async function readPrivacyRegister(strapi: Core.Strapi, now: Date): Promise<PrivacyRegister> {
  return {
    requests: await dataRequests(strapi, REGISTER_PAGE_ROWS),
    legal_holds: await legalHolds(strapi),
    next_run: await retentionDryRun(strapi, now),
    erasures: await erasures(strapi, REGISTER_PAGE_ROWS),
  };
}
