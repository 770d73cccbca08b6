// A posting of one journey with its applications and their status history, written straight as rows
// (no screen makes applications at chosen moments of the past), so the dashboard can be checked
// against figures the journey works out itself.
import { dbTime, queryRow, runSql } from './database.ts';
import { documentId } from './document-id.ts';

/** The row id of a document, for the link tables. */
export async function idOf(table: string, document: string): Promise<number> {
  const row = await queryRow(`SELECT id FROM ${table} WHERE document_id = ?`, document);
  if (!row) throw new Error(`no ${table} row ${document}`);
  return Number(row.id);
}

export interface MadePosting {
  id: string;
  rowId: number;
  title: string;
}

export async function insertPosting(role = 'Dashboard Analyst'): Promise<MadePosting> {
  const id = documentId();
  const title = `${role} ${id.slice(0, 6)}`;
  const now = dbTime(Date.now());
  await runSql(
    `INSERT INTO job_postings (document_id, title, department, location, type, description, requirements,
       salary_currency, show_salary, posting_status, is_inactive, number_of_vacancies, posted_date,
       created_at, updated_at, published_at)
     VALUES (?, ?, 'Finance', 'Manama, Bahrain', 'full-time', 'Reads the numbers.', 'Two years of reporting.',
       'BHD', ?, 'active', ?, 1, ?, ?, ?, ?)`,
    id,
    title,
    false,
    false,
    now,
    now,
    now,
    now,
  );
  return { id, rowId: await idOf('job_postings', id), title };
}

export interface ApplicationRow {
  status: string;
  ai_score: number | null;
  createdAt: number;
  /** Statuses after "new", with when each was set. */
  steps: [string, number][];
}

export interface MadeApplication extends ApplicationRow {
  id: string;
  full_name: string;
}

let made = 0;

/** The dashboard's funnel stages in their order (docs/requirements.md#dashboard-view_analytics), written out here apart from the code under test. */
const FUNNEL = ['applied', 'reviewed', 'shortlisted', 'interviewed', 'hired'];

/** One application of the posting, with its status events ("new" when it came in, then `steps`). */
export async function insertApplication(posting: MadePosting, row: ApplicationRow): Promise<MadeApplication> {
  made += 1;
  const id = documentId();
  const full_name = `Dashboard Candidate ${id.slice(0, 6)}${made}`;
  const created = dbTime(row.createdAt);
  // The furthest funnel stage its history reached, as the CMS keeps it on the application.
  const reach = Math.max(0, ...row.steps.map(([to]) => FUNNEL.indexOf(to)));
  await runSql(
    `INSERT INTO applications (document_id, reference_id, full_name, email, phone, nationality, status, ai_score,
       is_archived, hired, acknowledgment_accepted, is_duplicate_applicant, funnel_reach, created_at, updated_at,
       published_at)
     VALUES (?, ?, ?, ?, '+973 3300 1122', 'Bahrain', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    `GH-DASH-${id.slice(0, 10).toUpperCase()}`,
    full_name,
    `dashboard.${id}@mail.test`,
    row.status,
    row.ai_score,
    false,
    row.status === 'hired',
    true,
    false,
    reach,
    created,
    created,
    created,
  );
  const applicationId = await idOf('applications', id);
  await runSql(
    'INSERT INTO applications_job_posting_lnk (application_id, job_posting_id) VALUES (?, ?)',
    applicationId,
    posting.rowId,
  );
  let from: string | null = null;
  const steps: [string, number][] = [['new', row.createdAt], ...row.steps];
  for (const [index, [to, at]] of steps.entries()) {
    const event = documentId();
    const time = dbTime(at);
    // Each stay ends at the next step, as the CMS keeps it on the event (the steps come in time order).
    const leftAt = steps[index + 1]?.[1] ?? null;
    await runSql(
      `INSERT INTO application_status_events (document_id, from_status, to_status, occurred_at, left_at, stay_ms,
         created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      event,
      from,
      to,
      time,
      leftAt === null ? null : dbTime(leftAt),
      leftAt === null ? null : leftAt - at,
      time,
      time,
      time,
    );
    await runSql(
      `INSERT INTO application_status_events_application_lnk (application_status_event_id, application_id,
         application_status_event_ord) VALUES (?, ?, 1)`,
      await idOf('application_status_events', event),
      applicationId,
    );
    from = to;
  }
  return { ...row, id, full_name };
}
