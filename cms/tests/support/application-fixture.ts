import type { ApplicationStatus } from '@careers/shared';
import type { TestServer } from './test-server';

// A complete, valid application's text fields, as the modal sends them (multipart), for the intake
// tests and the intake benchmark.

export interface PostingWithQuestions {
  documentId: string;
  screening_questions: string[] | null;
}

export function applicationFields(
  posting: PostingWithQuestions,
  formToken: string,
  changes: Record<string, string> = {},
): Record<string, string> {
  const answers = Object.fromEntries((posting.screening_questions ?? []).map((_, index) => [index, `Answer ${index}`]));
  return {
    job_posting_id: posting.documentId,
    full_name: 'Maryam Al Sayed',
    email: `maryam.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+973 3300 1122',
    nationality: 'Bahrain',
    years_of_experience: '6',
    years_related_experience: '4',
    screening_answers: JSON.stringify(answers),
    acknowledgment_accepted: 'true',
    privacy_notice_version: '1',
    privacy_consent: 'true',
    ai_screening_consent: 'true',
    company_website: '',
    form_token: formToken,
    ...changes,
  };
}

export function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

let made = 0;

export interface MadeApplication {
  documentId: string;
  email: string;
}

/**
 * An application made for one test (a factory), with the status and archive state it asks for and
 * created `daysAgo`; written straight as a row, without the trail a change leaves.
 */
export async function makeApplication(
  server: TestServer,
  options: { status?: ApplicationStatus; is_archived?: boolean; daysAgo?: number } = {},
): Promise<MadeApplication> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const email = `candidate.${tag}@example.com`;
  const application = await server.strapi.documents('api::application.application').create({
    data: {
      reference_id: `GH-T${tag.toUpperCase()}`,
      full_name: `Candidate ${tag}`,
      email,
      phone: '+973 3300 1122',
      nationality: 'Bahrain',
      years_of_experience: 5,
      years_related_experience: 3,
      status: options.status ?? 'new',
      is_archived: options.is_archived ?? false,
      hired: false,
      acknowledgment_accepted: true,
      is_duplicate_applicant: false,
    },
  });
  if (options.daysAgo) {
    const createdAt = new Date(Date.now() - options.daysAgo * 86_400_000);
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: application.documentId }, data: { createdAt } });
  }
  return { documentId: application.documentId, email };
}
