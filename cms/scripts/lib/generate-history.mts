// Gives generated applications (generate-applications.mts) the status history their status implies,
// an interview date once interviewed, and a hire for half of the hired ones. For benchmarks.
import type { Core } from '@strapi/strapi';

const DAY = 86_400_000;
/** The statuses an application went through to reach its current one. */
const PATHS: Record<string, string[]> = {
  new: ['new'],
  pending: ['new', 'pending'],
  reviewed: ['new', 'reviewed'],
  shortlisted: ['new', 'reviewed', 'shortlisted'],
  interviewed: ['new', 'reviewed', 'shortlisted', 'interviewed'],
  hired: ['new', 'reviewed', 'shortlisted', 'interviewed', 'hired'],
  rejected: ['new', 'reviewed', 'rejected'],
};

/** The furthest funnel stage (reviewed 1 … hired 4) each path reaches. */
const REACH: Record<string, number> = {
  new: 0,
  pending: 0,
  reviewed: 1,
  shortlisted: 2,
  interviewed: 3,
  hired: 4,
  rejected: 1,
};

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function generateHistory(strapi: Core.Strapi): Promise<{ events: number; hires: number }> {
  const knex = strapi.db.connection;
  const sqlite = strapi.db.dialect.client !== 'postgres';
  const time = (ms: number) => (sqlite ? ms : new Date(ms));
  const msOf = (value: unknown) => (value instanceof Date ? value.getTime() : Number(value));
  const random = seeded(14);
  let events = 0;
  let hires = 0;
  let after = 0;
  const BATCH = 400;
  for (;;) {
    const applications = (await knex('applications')
      .select('id', 'status', 'created_at')
      .where('id', '>', after)
      .andWhere('document_id', 'like', 'bench%')
      .orderBy('id')
      .limit(BATCH)) as { id: number; status: string; created_at: unknown }[];
    const last = applications.at(-1);
    if (!last) break;
    after = last.id;
    await knex.transaction(async (trx) => {
      const eventRows: Record<string, unknown>[] = [];
      const owners: number[] = [];
      const hireRows: Record<string, unknown>[] = [];
      const hired: number[] = [];
      for (const application of applications) {
        let at = msOf(application.created_at);
        let from: string | null = null;
        const path = PATHS[application.status] ?? ['new'];
        for (const [index, status] of path.entries()) {
          // Each stay but the last ends at the next event, as the CMS keeps it on the event.
          const stay = index < path.length - 1 ? Math.floor((0.5 + random() * 10) * DAY) : null;
          eventRows.push({
            document_id: `bev${application.id}${status.slice(0, 3)}`,
            from_status: from,
            to_status: status,
            occurred_at: time(at),
            left_at: stay === null ? null : time(at + stay),
            stay_ms: stay,
            created_at: time(at),
            updated_at: time(at),
            published_at: time(at),
          });
          owners.push(application.id);
          from = status;
          at += stay ?? Math.floor((0.5 + random() * 10) * DAY);
        }
        if (application.status === 'hired' && random() < 0.5) {
          hireRows.push({
            document_id: `bhire${application.id}`,
            start_date: '2027-01-01',
            hired_date: time(at),
            recruitment_cost: random() < 0.8 ? Math.floor(200 + random() * 800) : null,
            salary_amount: 1200,
            salary_currency: 'BHD',
            salary_frequency: 'monthly',
            employment_type: 'full-time',
            department: 'Finance',
            status: 'pending_start',
            created_at: time(at),
            updated_at: time(at),
            published_at: time(at),
          });
          hired.push(application.id);
        }
      }
      for (let start = 0; start < eventRows.length; start += BATCH) {
        const inserted = (await trx('application_status_events')
          .insert(eventRows.slice(start, start + BATCH))
          .returning('id')) as { id: number }[];
        await trx('application_status_events_application_lnk').insert(
          inserted.map((row, index) => ({
            application_status_event_id: row.id,
            application_id: owners[start + index],
            application_status_event_ord: 1,
          })),
        );
      }
      if (hireRows.length > 0) {
        const inserted = (await trx('hires').insert(hireRows).returning('id')) as { id: number }[];
        await trx('hires_application_lnk').insert(
          inserted.map((row, index) => ({ hire_id: row.id, application_id: hired[index] })),
        );
      }
      // The furthest funnel stage each history reached, as the CMS keeps it on the application.
      for (const [status, reach] of Object.entries(REACH)) {
        const ids = applications.filter((application) => application.status === status).map(({ id }) => id);
        if (ids.length > 0) await trx('applications').whereIn('id', ids).update({ funnel_reach: reach });
      }
      events += eventRows.length;
      hires += hireRows.length;
    });
  }
  await knex('applications')
    .whereIn('status', ['interviewed', 'hired'])
    .andWhere('document_id', 'like', 'bench%')
    .update({ interview_scheduled_date: knex.ref('created_at'), interview_status: 'completed' });
  return { events, hires };
}
