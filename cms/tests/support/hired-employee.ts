// A hired employee as the Hire dialog leaves one: an application of a posting, and the employee row
// holding only the hash of the onboarding link's secret. The test keeps the secret, as the e-mail would.
import { makePosting } from './factories';
import { makePostingApplication } from './recruitment-fixture';
import type { TestServer } from './test-server';

type Tokens = typeof import('../../src/domain/auth/tokens');

export interface MadeHiredEmployee {
  documentId: string;
  token: string;
  email: string;
  fullName: string;
  jobTitle: string;
}

export async function makeHiredEmployee(server: TestServer): Promise<MadeHiredEmployee> {
  const { newSecretToken, hashToken } = server.load<Tokens>('domain/auth/tokens');
  const posting = await makePosting(server);
  const application = await makePostingApplication(server, {
    postingId: posting.documentId,
    createdAt: new Date(),
    status: 'hired',
  });
  const stored = await server.strapi.db
    .query('api::application.application')
    .findOne({ where: { documentId: application.documentId }, select: ['email'] });
  const token = newSecretToken();
  const employee = await server.strapi.documents('api::hired-employee.hired-employee').create({
    data: {
      application: application.documentId,
      email: String(stored?.email),
      hired_date: new Date().toISOString(),
      hired_by: 'Test Recruiter',
      onboarding_token: hashToken(token),
      onboarding_completed: false,
    },
  });
  return {
    documentId: employee.documentId,
    token,
    email: String(stored?.email),
    fullName: application.full_name,
    jobTitle: posting.title,
  };
}
