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
  salary_min?: number;
  salary_max?: number;
  show_salary?: boolean;
  /** The posting's Arabic texts; none unless given. */
  title_ar?: string;
  description_ar?: string;
  responsibilities_ar?: string;
  requirements_ar?: string;
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

/** The other types the /cms editors see, each made valid by its back-office form rules. */
export type EditorType =
  | 'api::benefit.benefit'
  | 'api::page-section.page-section'
  | 'api::job-template.job-template'
  | 'api::email-template.email-template';

/** A row of one editor type of its own, hidden from the public site (inactive or archived). */
export async function makeEditorRow(server: TestServer, uid: EditorType): Promise<{ documentId: string }> {
  const tag = randomUUID().slice(0, 8);
  const data: Record<EditorType, Record<string, unknown>> = {
    'api::benefit.benefit': {
      title: `Transport allowance ${tag}`,
      description: 'A monthly allowance towards getting to work.',
      is_active: false,
      display_order: 90,
    },
    'api::page-section.page-section': {
      page_name: 'about',
      section_key: `values_${tag}`,
      section_type: 'content',
      title: `Our values ${tag}`,
      is_active: false,
      display_order: 90,
    },
    'api::job-template.job-template': {
      title: `Payroll Officer ${tag}`,
      department: 'Finance',
      location: 'Manama, Bahrain',
      type: 'full-time',
      description: 'Runs the monthly payroll of the Manama office.',
      responsibilities: '- Prepare the monthly payroll',
      requirements: '- Two years in payroll',
      number_of_vacancies: 1,
      is_archived: true,
    },
    'api::email-template.email-template': {
      name: `Interview reminder ${tag}`,
      template_key: `interview_reminder_${tag}`,
      subject: 'Your interview tomorrow',
      body: 'Dear {{candidate_name}}, we look forward to meeting you tomorrow.',
      variables: ['candidate_name'],
      is_active: false,
    },
  };
  const created = await server.strapi.documents(uid).create({ data: data[uid] });
  return { documentId: created.documentId };
}
