// Hired Staff (issue 16 item 5): 'Total Hired', the list newest hire first, one employee's detail at
// its own address, and a document downloaded from the private store and audited. The employee is
// written straight as rows (the Hire dialog and the onboarding form are journeys of their own).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { expectNoAxeViolations } from './support/axe';
import { dbTime, queryRow, runSql } from './support/database';
import { documentId } from './support/document-id';
import { insertApplication, insertPosting } from './support/recruitment-rows';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

async function rowId(table: string, document: string): Promise<number> {
  return Number((await queryRow(`SELECT id FROM ${table} WHERE document_id = ?`, document))?.id);
}

/** A hire and its onboarded employee, with a CPR document in the employee's own private folder. */
async function onboardedEmployee() {
  const posting = await insertPosting('Payroll Officer');
  const now = Date.now();
  const application = await insertApplication(posting, { status: 'hired', ai_score: null, createdAt: now, steps: [] });
  const applicationRow = await rowId('applications', application.id);
  const hire = documentId();
  await runSql(
    `INSERT INTO hires (document_id, start_date, hired_date, salary_amount, salary_currency, salary_frequency,
       employment_type, department, status, created_at, updated_at, published_at)
     VALUES (?, '2099-03-01', ?, 950, 'BHD', 'monthly', 'full-time', 'Payroll', 'pending_start', ?, ?, ?)`,
    hire,
    dbTime(now),
    dbTime(now),
    dbTime(now),
    dbTime(now),
  );
  const hireRow = await rowId('hires', hire);
  await runSql('INSERT INTO hires_application_lnk (hire_id, application_id) VALUES (?, ?)', hireRow, applicationRow);
  await runSql('INSERT INTO hires_job_posting_lnk (hire_id, job_posting_id) VALUES (?, ?)', hireRow, posting.rowId);

  const id = documentId();
  const lastName = `Haddad ${id.slice(1, 7)}`;
  const cprKey = `onboarding/${id}/cpr-1-ab12.pdf`;
  const cpr = makePdf([`CPR card of Noor ${lastName}`]);
  const path = join(process.env.E2E_PRIVATE_FILES_DIR ?? '', cprKey);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, cpr);
  await runSql(
    `INSERT INTO hired_employees (document_id, first_name, last_name, email, gender, mobile_phone, birthdate, age,
       marital_status, place_of_birth, home_address, cpr_number, emergency_contact_name, emergency_contact_phone,
       bank_name, iban, cpr_document_url, hired_date, hired_by, onboarding_token, onboarding_completed,
       onboarding_completed_at, created_at, updated_at, published_at)
     VALUES (?, 'Noor', ?, ?, 'Female', '+973 3300 4455', '1994-03-12', 32, 'Single', 'Manama',
       'Building 12, Road 34, Block 305, Manama', '940312345', 'Ali Haddad', '+973 3900 1122',
       'Bank of Bahrain and Kuwait', 'BH67BMAG00001299123456', ?, ?, 'Test Recruiter', ?, ?, ?, ?, ?, ?)`,
    id,
    lastName,
    `noor.${id}@mail.test`,
    cprKey,
    dbTime(now),
    `token-${id}`,
    true,
    dbTime(now),
    dbTime(now),
    dbTime(now),
    dbTime(now),
  );
  const employeeRow = await rowId('hired_employees', id);
  await runSql(
    'INSERT INTO hired_employees_application_lnk (hired_employee_id, application_id) VALUES (?, ?)',
    employeeRow,
    applicationRow,
  );
  await runSql('INSERT INTO hired_employees_hire_lnk (hired_employee_id, hire_id) VALUES (?, ?)', employeeRow, hireRow);
  return { id, name: `Noor ${lastName}`, posting: posting.title, cpr };
}

test('Hired Staff: the list, an employee at its own address, and an audited document download', async ({ page }) => {
  const employee = await onboardedEmployee();
  const total = Number((await queryRow('SELECT COUNT(*) AS n FROM hired_employees'))?.n);

  await page.goto(`${base()}/admin2025/hired-staff`);
  await expect(page.getByRole('heading', { name: 'Hired Staff', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Hired' })).toContainText(String(total));
  const row = page.getByRole('row').filter({ hasText: employee.name });
  await expect(row).toContainText(employee.posting);
  await expect(row).toContainText('Payroll');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Hired');
  await expectNoAxeViolations(page);

  await row.getByRole('cell').nth(1).click();
  const dialog = page.getByRole('dialog', { name: employee.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin2025/hired-staff/${employee.id}$`));
  await expect(dialog.getByRole('heading', { name: 'Emergency Contact' })).toBeVisible();
  await expect(dialog).toContainText('Ali Haddad');
  await expect(dialog).toContainText('940312345');
  await expect(dialog).toContainText('BH67BMAG00001299123456');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CPR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${employee.name.replaceAll(' ', '_')}_CPR.pdf`);
  expect(readFileSync(await download.path()).equals(employee.cpr)).toBe(true);
  const audit = await queryRow(
    `SELECT actor_email, details FROM audit_events WHERE action = 'hired_employee.document_downloaded' AND entity_id = ?`,
    employee.id,
  );
  expect(audit?.actor_email).toBe('admin@gulfhorizon.bh');

  // The detail is addressable: opened again from its URL alone.
  await page.reload();
  await expect(page.getByRole('dialog', { name: employee.name })).toContainText('Bank of Bahrain and Kuwait');
  await page.getByRole('dialog', { name: employee.name }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin2025\/hired-staff$/);
});
