// Generates N realistic applications straight into the database (batches of 400 rows in transactions),
// spread over the active and closed postings, the statuses and the last 18 months. For benchmarks.
import type { Core } from '@strapi/strapi';

const FIRST = [
  'Ahmed',
  'Fatima',
  'Mohammed',
  'Maryam',
  'Ali',
  'Noor',
  'Hassan',
  'Layla',
  'Yusuf',
  'Sara',
  'Omar',
  'Aisha',
  'Khalid',
  'Huda',
  'Rashid',
  'Zainab',
];
const LAST = [
  'Al Khalifa',
  'Haddad',
  'Rahman',
  'Al Sayed',
  'Mansoor',
  'Qasim',
  'Al Zayani',
  'Fakhro',
  'Kanoo',
  'Bukhammas',
  'Al Moayyed',
  'Janahi',
];
const STATUSES = [
  'new',
  'new',
  'new',
  'reviewed',
  'reviewed',
  'interviewed',
  'shortlisted',
  'rejected',
  'rejected',
  'hired',
];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function generateApplications(strapi: Core.Strapi, count: number): Promise<void> {
  const knex = strapi.db.connection;
  const sqlite = strapi.db.dialect.client !== 'postgres';
  const time = (date: Date) => (sqlite ? date.getTime() : date);
  const random = seeded(2026);
  const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const postings = (await knex('job_postings').select('id')) as { id: number }[];
  const joinTable = (
    strapi.db.metadata.get('api::application.application').attributes.job_posting as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    }
  ).joinTable;
  const now = Date.now();
  // SQLite takes at most 500 rows in one INSERT ... SELECT UNION ALL: batches of 400, 5 per transaction.
  const BATCH = 400;
  for (let start = 0; start < count; start += BATCH) {
    await knex.transaction(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset;
        const first = pick(FIRST);
        const last = pick(LAST);
        const created = new Date(now - Math.floor(random() * 540 * 86_400_000));
        const status = pick(STATUSES);
        let reference = 'GB-';
        for (let i = 0; i < 8; i += 1) reference += ALPHABET[Math.floor(random() * ALPHABET.length)];
        return {
          document_id: `bench${String(index).padStart(19, '0')}`,
          reference_id: `${reference}${index}`,
          full_name: `${first} ${last}`,
          email: `${first}.${last.replace(/\s/g, '')}.${index}@example.com`.toLowerCase(),
          phone: '+973 3300 1122',
          nationality: 'Bahrain',
          years_of_experience: Math.floor(random() * 20),
          years_related_experience: Math.floor(random() * 10),
          acknowledgment_accepted: true,
          is_duplicate_applicant: random() < 0.05,
          status,
          ai_score: random() < 0.9 ? Math.floor(random() * 101) : null,
          hired: status === 'hired',
          is_archived: random() < 0.2,
          created_at: time(created),
          updated_at: time(created),
          published_at: time(created),
        };
      });
      const inserted = (await trx('applications').insert(rows).returning('id')) as { id: number }[];
      await trx(joinTable.name).insert(
        inserted.map((row) => ({
          [joinTable.joinColumn.name]: row.id,
          [joinTable.inverseJoinColumn.name]: pick(postings).id,
        })),
      );
    });
  }
}
