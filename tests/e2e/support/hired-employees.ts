// A hired employee as the Hire dialog leaves one, written straight as rows: an application of a
// posting, and the employee row holding only the hash of the onboarding link's secret. The journey
// keeps the secret, as the congratulations e-mail would. Onboarded, it also has its hire, the onboarding
// form's answers and a CPR document in the employee's own private folder, as the form leaves them.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makePdf } from '../../../cms/tests/support/file-fixtures.ts';
import { ONBOARDING_ANSWERS } from '../../../cms/tests/support/onboarding-answers.ts';
import { dbTime, runSql, type SqlValue } from './database.ts';
import { documentId } from './document-id.ts';
import { idOf, insertApplication, insertPosting } from './recruitment-rows.ts';

export interface MadeHiredEmployee {
  id: string;
  token: string;
  fullName: string;
  jobTitle: string;
  email: string;
}

export interface OnboardedEmployee extends MadeHiredEmployee {
  /** The stored CPR document's bytes. */
  cpr: Buffer;
}

/** The same secret and hash as the CMS makes them (cms/src/domain/auth/tokens.ts). */
const newSecretToken = (): string => randomBytes(32).toString('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The private store the journey's CMS reads (set by the global setup). */
function privateFilesDir(): string {
  const dir = process.env.E2E_PRIVATE_FILES_DIR;
  if (!dir) throw new Error('E2E_PRIVATE_FILES_DIR is set by the global setup');
  return dir;
}

/** The onboarding form's answers, as the new hire gives them, but the names. */
const ANSWERS = { ...ONBOARDING_ANSWERS, cpr_number: '940312345', iban: 'BH67BMAG00001299123456' };

/** The hire the Hire dialog records beside the employee. */
async function insertHire(applicationRow: number, postingRow: number, now: SqlValue): Promise<number> {
  const hire = documentId();
  await runSql(
    `INSERT INTO hires (document_id, start_date, hired_date, salary_amount, salary_currency, salary_frequency,
       employment_type, department, status, created_at, updated_at, published_at)
     VALUES (?, '2099-03-01', ?, 950, 'BHD', 'monthly', 'full-time', 'Payroll', 'pending_start', ?, ?, ?)`,
    hire,
    now,
    now,
    now,
    now,
  );
  const hireRow = await idOf('hires', hire);
  await runSql('INSERT INTO hires_application_lnk (hire_id, application_id) VALUES (?, ?)', hireRow, applicationRow);
  await runSql('INSERT INTO hires_job_posting_lnk (hire_id, job_posting_id) VALUES (?, ?)', hireRow, postingRow);
  return hireRow;
}

export function insertHiredEmployee(): Promise<MadeHiredEmployee>;
export function insertHiredEmployee(options: { onboarded: true; role?: string }): Promise<OnboardedEmployee>;
export async function insertHiredEmployee(
  options: { onboarded?: boolean; role?: string } = {},
): Promise<MadeHiredEmployee | OnboardedEmployee> {
  const posting = await insertPosting(options.role ?? 'Onboarding Accountant');
  const application = await insertApplication(posting, {
    status: 'hired',
    ai_score: null,
    createdAt: Date.now(),
    steps: [['hired', Date.now()]],
  });
  const id = documentId();
  const token = newSecretToken();
  const email = `hired.${application.id}@mail.test`;
  const now = dbTime(Date.now());
  await runSql(
    `INSERT INTO hired_employees (document_id, email, hired_date, hired_by, onboarding_token, onboarding_completed,
       created_at, updated_at, published_at)
     VALUES (?, ?, ?, 'Journey Recruiter', ?, ?, ?, ?, ?)`,
    id,
    email,
    now,
    hashToken(token),
    false,
    now,
    now,
    now,
  );
  const employeeRow = await idOf('hired_employees', id);
  const applicationRow = await idOf('applications', application.id);
  await runSql(
    'INSERT INTO hired_employees_application_lnk (hired_employee_id, application_id) VALUES (?, ?)',
    employeeRow,
    applicationRow,
  );
  const made = { id, token, fullName: application.full_name, jobTitle: posting.title, email };
  if (!options.onboarded) return made;

  const hireRow = await insertHire(applicationRow, posting.rowId, now);
  await runSql('INSERT INTO hired_employees_hire_lnk (hired_employee_id, hire_id) VALUES (?, ?)', employeeRow, hireRow);
  const [firstName = '', ...rest] = application.full_name.split(' ');
  const cprKey = `onboarding/${id}/cpr-1-ab12.pdf`;
  const cpr = makePdf([`CPR card of ${application.full_name}`]);
  const path = join(privateFilesDir(), cprKey);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, cpr);
  const answers = Object.entries(ANSWERS);
  await runSql(
    `UPDATE hired_employees SET first_name = ?, last_name = ?, ${answers.map(([name]) => `${name} = ?`).join(', ')},
       cpr_document_url = ?, onboarding_completed = ?, onboarding_completed_at = ? WHERE id = ?`,
    firstName,
    rest.join(' '),
    ...answers.map(([, value]) => value),
    cprKey,
    true,
    now,
    employeeRow,
  );
  return { ...made, cpr };
}
