// Generates N job postings straight into the database (batches in transactions), linked to the
// seeded templates in turn and spread over the Jobs page's tabs. For benchmarks.
import type { Core } from '@strapi/strapi';

/** Of every 20 postings: 12 active, 2 drafts, 3 closed, 2 marked inactive, 1 set inactive. */
const STATES: { status: string; flagged: boolean }[] = [
  ...Array.from({ length: 12 }, () => ({ status: 'active', flagged: false })),
  { status: 'draft', flagged: false },
  { status: 'draft', flagged: false },
  { status: 'closed', flagged: false },
  { status: 'closed', flagged: false },
  { status: 'closed', flagged: false },
  { status: 'closed', flagged: true },
  { status: 'closed', flagged: true },
  { status: 'inactive', flagged: false },
];
const DEPARTMENTS = ['Finance', 'Operations', 'Sales', 'Technology', 'People', 'Customer Care'];

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

export async function generatePostings(strapi: Core.Strapi, count: number): Promise<void> {
  const knex = strapi.db.connection;
  const sqlite = strapi.db.dialect.client !== 'postgres';
  const time = (date: Date) => (sqlite ? date.getTime() : date);
  const templates = (await knex('job_templates').select('id')) as { id: number }[];
  const joinTable = (
    strapi.db.metadata.get('api::job-posting.job-posting').attributes.job_template as unknown as {
      joinTable: JoinTable;
    }
  ).joinTable;
  const now = Date.now();
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    await knex.transaction(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset;
        const state = STATES[index % STATES.length] as (typeof STATES)[number];
        const posted = new Date(now - (index % 365) * 86_400_000);
        return {
          document_id: `benchposting${String(index).padStart(12, '0')}`,
          title: `Bench ${DEPARTMENTS[index % DEPARTMENTS.length]} Specialist ${index}`,
          department: DEPARTMENTS[index % DEPARTMENTS.length],
          location: 'Manama, Bahrain',
          type: 'full-time',
          description: 'A generated posting for the Jobs page benchmark.',
          responsibilities: '- Do the generated work',
          requirements: '- Two years of generated experience',
          screening_questions: JSON.stringify(['When could you start?']),
          salary_currency: 'BHD',
          show_salary: false,
          posting_status: state.status,
          is_inactive: state.flagged,
          inactive_date: state.flagged ? time(posted) : null,
          number_of_vacancies: 1 + (index % 5),
          posted_date: time(posted),
          closed_date:
            state.status === 'closed' && !state.flagged ? time(new Date(posted.getTime() + 86_400_000)) : null,
          created_at: time(posted),
          updated_at: time(posted),
          published_at: time(posted),
        };
      });
      const inserted = (await trx('job_postings').insert(rows).returning('id')) as { id: number }[];
      if (templates.length === 0) return;
      await trx(joinTable.name).insert(
        inserted.map((row, offset) => ({
          [joinTable.joinColumn.name]: row.id,
          [joinTable.inverseJoinColumn.name]: (templates[(start + offset) % templates.length] as { id: number }).id,
        })),
      );
    });
  }
}
