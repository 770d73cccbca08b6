// Applications with real CV files for the scoring tests, and replies an OpenAI model could give.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AiScoringReply } from '@careers/shared';
import { applicationForm, type OpenPosting, submitApplication } from './apply-request';
import type { TestServer } from './test-server';

type Queue = typeof import('../../src/platform/engine/queue/job-queue');

export const cvFixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'cvs', name));

const CV_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

type Catalogue = typeof import('../../src/seed/data/job-catalogue');

/**
 * An active Senior Accountant posting of the test's own, with the demo catalogue's text (the CV
 * fixtures were written against it), so no other test's edits reach it.
 */
export async function accountantPosting(server: TestServer): Promise<OpenPosting> {
  const role = server
    .load<Catalogue>('seed/data/job-catalogue')
    .ROLES.find(({ title }) => title === 'Senior Accountant');
  if (!role) throw new Error('the demo catalogue has a Senior Accountant role');
  const { salary, skills: _skills, minimum_years_experience: years, ...fields } = role;
  const created = await server.strapi.documents('api::job-posting.job-posting').create({
    data: {
      ...fields,
      ...(salary ? { salary_min: salary.min, salary_max: salary.max } : {}),
      ...(years === null ? {} : { minimum_years_experience: years }),
      salary_currency: 'BHD',
      show_salary: false,
      is_inactive: false,
      posting_status: 'active',
    },
  });
  return { documentId: created.documentId, screening_questions: fields.screening_questions };
}

/** Specific answers to the accountant posting's two screening questions. */
export const GOOD_ANSWERS: Record<string, string> = {
  0: 'I hold the ACCA qualification, which I completed in 2018 after my accounting degree.',
  1: 'I rebuilt our close checklist and automated recurring journals in SAP, cutting the close from nine to five days.',
};

/**
 * Applies through the public intake with a CV fixture (by its file name) or a CV the test made;
 * returns the new application's id.
 */
export async function applyWithCv(
  server: TestServer,
  posting: OpenPosting,
  cv: string | { bytes: Buffer; name: string },
  answers: Record<string, string> = GOOD_ANSWERS,
  fields: Record<string, string> = {},
): Promise<string> {
  const { bytes, name } = typeof cv === 'string' ? { bytes: cvFixture(cv), name: cv } : cv;
  const extension = name.split('.').pop() ?? 'pdf';
  const form = applicationForm(server, posting, {
    cv: { bytes, name, type: CV_TYPES[extension] ?? 'application/octet-stream' },
    fields: {
      years_of_experience: '8',
      years_related_experience: '8',
      screening_answers: JSON.stringify(answers),
      ...fields,
    },
  });
  const response = await submitApplication(server, form);
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`intake answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  const row = await server.strapi.db
    .connection('applications')
    .where({ reference_id: response.body.data?.reference_id })
    .first('document_id');
  return String(row.document_id);
}

/** Runs the queued scoring jobs of these applications (and only those), as the worker would. */
export async function runScoringJobs(server: TestServer, applicationIds: string[]): Promise<void> {
  const queue = server.load<Queue>('platform/engine/queue/job-queue');
  const jobs = (await server.strapi.db
    .connection('background_jobs')
    .where({ kind: 'application.score' })
    .whereIn('status', ['queued', 'running'])
    .select('id', 'payload')) as { id: number; payload: unknown }[];
  const ids = jobs
    .filter((job) => {
      const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
      return applicationIds.includes((payload as { applicationId: string }).applicationId);
    })
    .map((job) => job.id);
  if (ids.length === 0) return;
  // A job that is retried comes back at once (retryBaseMs 0); a few rounds settle every one.
  for (let round = 0; round < 6; round += 1) {
    await queue.runDueJobs(server.strapi, { workerId: 'test', limit: 50, leaseMs: 60_000, retryBaseMs: 0, ids });
  }
}

export async function applicationRow(server: TestServer, documentId: string) {
  return server.strapi.db.connection('applications').where({ document_id: documentId }).first();
}

/** A reply that fits the scoring schema, as a model following the prompt would give it. */
export function modelReply(overrides: Partial<AiScoringReply> = {}): AiScoringReply {
  return {
    criteria: {
      requirements_match: { score: 30, reason: 'ACCA, SAP and Excel shown', details: 'Missing GCC detail' },
      responsibilities_match: { score: 13, reason: 'Has run the monthly close', details: '' },
      total_experience: { score: 20, reason: '8 years against 5', details: '' },
      related_experience: { score: 14, reason: '8 years as an accountant', details: '' },
      screening_answers: { score: 12, reason: 'Both answered specifically', details: '' },
    },
    summary: 'Strong fit for the Senior Accountant role.',
    cv_parsed_data: {
      skills: ['IFRS', 'SAP', 'Excel'],
      education: [{ degree: 'BSc Accounting', institution: 'University of Bahrain', year: '2015' }],
      experience: [
        { title: 'Senior Accountant', company: 'Gulf Horizon Trading', duration: '2019 - now', summary: null },
      ],
      languages: ['Arabic', 'English'],
    },
    key_highlights: { technical_skills: 3, soft_skills: 2, certifications: 1, job_relevance_match: 88 },
    strengths: ['ACCA qualified'],
    concerns: ['No GCC audit detail'],
    recommendations: ['Shortlist'],
    years_of_experience: 8.9,
    years_related_experience: null,
    ...overrides,
  };
}
