// The rows a dashboard test needs, each with the dates it asks for: an application of one posting
// with its status history, and a hire. Written straight as rows, without the trail a change leaves,
// so a test can place events and hires at any moment of the past.
import type { ApplicationStatus } from '@careers/shared';
import type { TestServer } from './test-server';

type Stays = typeof import('../../src/domain/applications/changes/stays');

let made = 0;

export interface HistoryStep {
  to: ApplicationStatus;
  at: Date;
}

export interface ApplicationSpec {
  postingId: string;
  createdAt: Date;
  status?: ApplicationStatus;
  ai_score?: number | null;
  interviewScheduledAt?: Date;
  /** Status events, in order; the first one's `from` is empty. */
  history?: HistoryStep[];
}

export interface MadeRecruitmentApplication {
  documentId: string;
  full_name: string;
}

export async function makePostingApplication(
  server: TestServer,
  spec: ApplicationSpec,
): Promise<MadeRecruitmentApplication> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const full_name = `Dashboard Candidate ${tag}`;
  const application = await server.strapi.documents('api::application.application').create({
    data: {
      reference_id: `GH-D${tag.toUpperCase()}`,
      job_posting: spec.postingId,
      full_name,
      email: `dashboard.${tag}@example.com`,
      phone: '+973 3300 1122',
      nationality: 'Bahrain',
      years_of_experience: 5,
      years_related_experience: 3,
      status: spec.status ?? 'new',
      ...(spec.ai_score === undefined || spec.ai_score === null ? {} : { ai_score: spec.ai_score }),
      ...(spec.interviewScheduledAt
        ? { interview_status: 'scheduled', interview_scheduled_date: spec.interviewScheduledAt.toISOString() }
        : {}),
      is_archived: false,
      hired: spec.status === 'hired',
      acknowledgment_accepted: true,
      is_duplicate_applicant: false,
    },
  });
  await server.strapi.db
    .query('api::application.application')
    .update({ where: { documentId: application.documentId }, data: { createdAt: spec.createdAt } });
  let from: ApplicationStatus | null = null;
  for (const step of spec.history ?? []) {
    await server.strapi.documents('api::application-status-event.application-status-event').create({
      data: {
        application: application.documentId,
        ...(from ? { from_status: from } : {}),
        to_status: step.to,
        occurred_at: step.at.toISOString(),
      },
    });
    from = step.to;
  }
  // Each stay's end and the furthest stage, as the one place that records status events writes them.
  await server.load<Stays>('domain/applications/changes/stays').settleHistory(server.strapi, application.documentId);
  return { documentId: application.documentId, full_name };
}

export interface HireSpec {
  applicationId: string;
  postingId: string;
  hiredAt: Date;
  recruitmentCost?: number;
  status?: 'pending_start' | 'started' | 'cancelled';
}

/** A hire of an application, hired at the given moment. */
export async function makeHire(server: TestServer, spec: HireSpec): Promise<{ documentId: string }> {
  const hire = await server.strapi.documents('api::hire.hire').create({
    data: {
      application: spec.applicationId,
      job_posting: spec.postingId,
      start_date: '2099-02-01',
      hired_date: spec.hiredAt.toISOString(),
      ...(spec.recruitmentCost === undefined ? {} : { recruitment_cost: spec.recruitmentCost }),
      salary_amount: 1200,
      salary_currency: 'BHD',
      salary_frequency: 'monthly',
      employment_type: 'full-time',
      department: 'Finance',
      status: spec.status ?? 'pending_start',
    },
  });
  return { documentId: hire.documentId };
}
