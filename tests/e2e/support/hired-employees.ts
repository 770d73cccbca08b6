// A hired employee as the Hire dialog leaves one, written straight as rows: an application of a
// posting, and the employee row holding only the hash of the onboarding link's secret. The journey
// keeps the secret, as the congratulations e-mail would.
import { createHash, randomBytes } from 'node:crypto';
import { dbTime, queryRow, runSql } from './database.ts';
import { documentId } from './document-id.ts';
import { insertApplication, insertPosting } from './recruitment-rows.ts';

export interface MadeHiredEmployee {
  id: string;
  token: string;
  fullName: string;
  jobTitle: string;
}

/** The same secret and hash as the CMS makes them (cms/src/domain/auth/tokens.ts). */
const newSecretToken = (): string => randomBytes(32).toString('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function insertHiredEmployee(): Promise<MadeHiredEmployee> {
  const posting = await insertPosting('Onboarding Accountant');
  const application = await insertApplication(posting, {
    status: 'hired',
    ai_score: null,
    createdAt: Date.now(),
    steps: [['hired', Date.now()]],
  });
  const id = documentId();
  const token = newSecretToken();
  const now = dbTime(Date.now());
  await runSql(
    `INSERT INTO hired_employees (document_id, email, hired_date, hired_by, onboarding_token, onboarding_completed,
       created_at, updated_at, published_at)
     VALUES (?, ?, ?, 'Journey Recruiter', ?, ?, ?, ?, ?)`,
    id,
    `dashboard.${application.id}@mail.test`,
    now,
    hashToken(token),
    false,
    now,
    now,
    now,
  );
  const employee = await queryRow('SELECT id FROM hired_employees WHERE document_id = ?', id);
  const applicationRow = await queryRow('SELECT id FROM applications WHERE document_id = ?', application.id);
  await runSql(
    'INSERT INTO hired_employees_application_lnk (hired_employee_id, application_id) VALUES (?, ?)',
    Number(employee?.id),
    Number(applicationRow?.id),
  );
  return { id, token, fullName: application.full_name, jobTitle: posting.title };
}
