// Applications for the list tests, each with exactly the columns a test filters or sorts on, made by
// the test itself and grouped under a posting of its own so a filter on that posting shows only them.
import type { ApplicationStatus } from '@careers/shared';
import type { TestServer } from './test-server';

let made = 0;

export interface ListedApplication {
  documentId: string;
  reference_id: string;
  full_name: string;
  email: string;
}

export interface ApplicationColumns {
  posting?: string;
  status?: ApplicationStatus;
  full_name?: string;
  email?: string;
  nationality?: string | null;
  ai_score?: number | null;
  interview_score?: number | null;
  is_archived?: boolean;
  cv_url?: string | null;
  /** The language the candidate applied in: their e-mails' and links' language. */
  candidate_language?: 'en' | 'ar';
  createdAt?: Date;
}

/** One application row with the given columns (the rest valid defaults), written straight. */
export async function listedApplication(
  server: TestServer,
  columns: ApplicationColumns = {},
): Promise<ListedApplication> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const { posting, createdAt, ...given } = columns;
  // A null column is one the row leaves empty, as a new application does.
  const rest = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null && value !== undefined));
  const data = {
    reference_id: `GH-L${tag.toUpperCase()}`,
    full_name: `Listed ${tag}`,
    email: `listed.${tag}@example.com`,
    phone: '+973 3300 1122',
    nationality: 'Bahrain',
    status: 'new' as ApplicationStatus,
    is_archived: false,
    hired: false,
    acknowledgment_accepted: true,
    is_duplicate_applicant: false,
    ...rest,
    ...(posting ? { job_posting: posting } : {}),
  };
  const created = await server.strapi.documents('api::application.application').create({ data });
  if (createdAt) {
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: created.documentId }, data: { createdAt } });
  }
  return {
    documentId: created.documentId,
    reference_id: data.reference_id,
    full_name: data.full_name,
    email: data.email,
  };
}

/** The list's query string for a filter, sort and range, as ra-data-simple-rest sends it. */
export function listQuery(filter: unknown, sort?: [string, 'ASC' | 'DESC'], range?: [number, number]): string {
  const parts = [`filter=${encodeURIComponent(JSON.stringify(filter))}`];
  if (sort) parts.push(`sort=${encodeURIComponent(JSON.stringify(sort))}`);
  if (range) parts.push(`range=${encodeURIComponent(JSON.stringify(range))}`);
  return parts.join('&');
}
