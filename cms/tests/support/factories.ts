// The rows a test needs, made by the test itself (never picked from the demo company's seed), so
// its assertions can be exact and no other test's changes reach it.
import { randomUUID } from 'node:crypto';
import type { TestServer } from './test-server';

export interface MadePosting {
  documentId: string;
  title: string;
  screening_questions: string[] | null;
}

export type PostingState = 'draft' | 'active' | 'inactive' | 'closed';

export interface PostingChanges {
  title?: string;
  department?: string;
  state?: PostingState;
  screening_questions?: string[] | null;
}

/** A job posting of its own (active, with two screening questions unless told otherwise). */
export async function makePosting(server: TestServer, changes: PostingChanges = {}): Promise<MadePosting> {
  const { state = 'active', ...fields } = changes;
  const created = await server.strapi.documents('api::job-posting.job-posting').create({
    data: {
      title: `Accounts Payable Specialist ${randomUUID().slice(0, 8)}`,
      department: 'Finance',
      location: 'Manama, Bahrain',
      type: 'full-time',
      description: 'Processes supplier invoices and payments for the Manama office.',
      responsibilities: '- Match invoices to purchase orders\n- Prepare the weekly payment run',
      requirements: '- Two years in accounts payable\n- Good command of English',
      screening_questions: ['Which ERP systems have you used?', 'When could you start?'],
      salary_currency: 'BHD',
      show_salary: false,
      is_inactive: false,
      number_of_vacancies: 1,
      // The posting's state: the one field of the content type named after it (posting_status).
      posting_status: state,
      ...fields,
    },
  });
  return {
    documentId: created.documentId,
    title: String(created.title),
    screening_questions: (created.screening_questions as string[] | null | undefined) ?? null,
  };
}
