// A hired employee made by a test, as the Hire dialog leaves one: its posting, application, hire and
// employee rows, the employee holding only the hash of the onboarding link's secret (the test keeps the
// secret, as the e-mail would), and (when asked) the onboarding form's answers and three documents
// stored in the private store under the employee's own folder, as the onboarding form stores them.
import { makePosting } from './factories';
import { makePdf, makePng } from './file-fixtures';
import { ONBOARDING_ANSWERS } from './onboarding-answers';
import { makeHire, makePostingApplication } from './recruitment-fixture';
import type { TestServer } from './test-server';

export { ONBOARDING_ANSWERS };

type Env = typeof import('../../src/platform/config/env');
type Store = typeof import('../../src/platform/storage/private-files');
type Tokens = typeof import('../../src/domain/auth/tokens');

const EMPLOYEE = 'api::hired-employee.hired-employee';

let made = 0;

export interface MadeEmployee {
  documentId: string;
  applicationId: string;
  postingTitle: string;
  /** The applicant's name, which the onboarding form starts from. */
  fullName: string;
  email: string;
  /** The onboarding link's secret (the row holds only its hash). */
  token: string;
  /** The stored documents' keys and bytes, by kind (when onboarded). */
  documents: Record<'cpr' | 'passport' | 'certificates', { key: string; bytes: Buffer }> | null;
  cpr: string;
  iban: string;
}

/** The private store the running server reads. */
export function privateStore(server: TestServer) {
  const root = server.load<Env>('platform/config/env').readEnv().privateFilesDir;
  return server.load<Store>('platform/storage/private-files').localFileStore(root);
}

export interface HiredEmployeeOptions {
  /** Part of the e-mail address, to find a test's own employees. */
  tag?: string;
  hiredAt?: Date;
  /** With the onboarding form's answers and documents, as after the form was sent. */
  onboarded?: boolean;
  firstName?: string;
}

export async function makeHiredEmployee(server: TestServer, options: HiredEmployeeOptions = {}): Promise<MadeEmployee> {
  made += 1;
  const { tag = 'onboarding', hiredAt = new Date() } = options;
  const { newSecretToken, hashToken } = server.load<Tokens>('domain/auth/tokens');
  const token = newSecretToken();
  const posting = await makePosting(server, { department: 'Finance' });
  const application = await makePostingApplication(server, {
    postingId: posting.documentId,
    createdAt: new Date(hiredAt.getTime() - 86_400_000),
    status: 'hired',
  });
  const hire = await makeHire(server, {
    applicationId: application.documentId,
    postingId: posting.documentId,
    hiredAt,
  });
  const email = `hired.${tag}.${made}@example.com`;
  const cpr = String(900_000_000 + made);
  const iban = `BH67BMAG0000${String(1_000_000_000 + made)}`;
  const employee = await server.strapi.documents(EMPLOYEE).create({
    data: {
      application: application.documentId,
      hire: hire.documentId,
      email,
      hired_date: hiredAt.toISOString(),
      hired_by: 'Test Recruiter',
      onboarding_token: hashToken(token),
      onboarding_completed: false,
    },
  });
  const madeEmployee = {
    documentId: employee.documentId,
    applicationId: application.documentId,
    postingTitle: posting.title,
    fullName: application.full_name,
    email,
    token,
    cpr,
    iban,
  };
  if (!options.onboarded) return { ...madeEmployee, documents: null };
  const store = privateStore(server);
  const folder = `onboarding/${employee.documentId}`;
  const documents = {
    cpr: { key: `${folder}/cpr-${made}-a1b2.pdf`, bytes: makePdf([`CPR card ${made}`]) },
    passport: { key: `${folder}/passport-${made}-c3d4.png`, bytes: makePng() },
    certificates: { key: `${folder}/certificates-${made}-e5f6.pdf`, bytes: makePdf([`Certificates ${made}`]) },
  };
  for (const document of Object.values(documents)) await store.putBytes(document.key, document.bytes);
  await server.strapi.db.query(EMPLOYEE).update({
    where: { documentId: employee.documentId },
    data: {
      first_name: options.firstName ?? 'Noor',
      last_name: `Haddad ${made}`,
      ...ONBOARDING_ANSWERS,
      cpr_number: cpr,
      iban,
      cpr_document_url: documents.cpr.key,
      passport_document_url: documents.passport.key,
      certificates_url: documents.certificates.key,
      onboarding_completed: true,
      onboarding_completed_at: new Date(hiredAt.getTime() + 3_600_000).toISOString(),
    },
  });
  return { ...madeEmployee, documents };
}
