import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ageFromBirthdate } from '@careers/shared';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { queryRow } from './support/database';
import { factValue } from './support/facts';
import { openFooterDialog } from './support/footer-dialogs';
import { newestMail } from './support/mailbox';
import { attachDocuments, BIRTHDATE, fillDetails, pdf } from './support/onboarding-form';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;

test('Hire Candidate to Onboarding Complete! to Hired Staff: the dialog hires, the new hire onboards through the mailed link, HR reads it all', async ({
  page,
  browser,
}) => {
  const { email, documentId, asked, detail, form } = await openFooterDialog(page, 'interviewed', 'Hire Candidate');
  await expect(form.getByLabel(/^Currency/)).toHaveText('BHD');
  await expect(form.getByLabel(/^Salary Frequency/)).toHaveText('Annual');
  await expect(form.getByLabel(/^Employment Type/)).toHaveText('Full-time');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  // Sent empty, the form names what is missing and stays open.
  await form.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();

  // Two days ahead in UTC is never before Bahrain's today.
  const start = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  await form.getByLabel(/^Start Date/).fill(start);
  await form.getByLabel(/^Salary Amount/).fill('1250.50');
  await form.getByLabel(/^Department/).fill('Finance');
  await form.getByRole('button', { name: 'Hire', exact: true }).click();

  const notice = page.getByRole('dialog', { name: 'Hire Candidate' }).filter({
    hasText: 'Candidate hired successfully! A congratulations email has been sent.',
  });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(detail.getByText('Candidate Hired')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Hire Candidate' })).toHaveCount(0);

  // The link is in the e-mail only: the database keeps its SHA-256 hash.
  const mail = await newestMail(email, 'Welcome to', asked);
  const token = /\/onboarding\/([\w-]{43})"/.exec(mail.html)?.[1];
  expect(token).toBeTruthy();
  const employee = await queryRow(
    `SELECT e.onboarding_token, e.onboarding_completed FROM hired_employees e
       JOIN hired_employees_application_lnk l ON l.hired_employee_id = e.id
       JOIN applications a ON a.id = l.application_id
      WHERE a.document_id = ?`,
    documentId,
  );
  expect(employee?.onboarding_token).toBe(createHash('sha256').update(String(token)).digest('hex'));
  expect(Boolean(employee?.onboarding_completed)).toBe(false);

  // The new hire opens the mailed link (no session of theirs), fills the form and sends it.
  const applicant = await queryRow('SELECT full_name FROM applications WHERE document_id = ?', documentId);
  const name = String(applicant?.full_name);
  const hireContext = await browser.newContext();
  const newHire = await hireContext.newPage();
  await newHire.goto(`${base()}/onboarding/${token}`);
  await expect(newHire.getByLabel('First Name')).toHaveValue(name.split(' ')[0] ?? '');
  await fillDetails(newHire);
  await attachDocuments(newHire);
  await newHire.getByRole('button', { name: 'Submit' }).click();
  await expect(newHire.getByRole('heading', { name: 'Onboarding Complete!' })).toBeVisible();
  await hireContext.close();

  // HR finds the employee in Hired Staff with what the form gave, and the documents it stored.
  await page.goto(`${base()}/admin2025/hired-staff`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Hired');
  await row.getByRole('cell').nth(1).click();
  const staff = page.getByRole('dialog', { name });
  await expect(factValue(staff, 'Bank Name')).toHaveText('Bank of Bahrain and Kuwait');
  await expect(factValue(staff, 'CPR Number')).toHaveText('920314567');
  await expect(factValue(staff, 'IBAN')).toHaveText('BH67BMAG00001299123456');
  // The age the server worked out, exactly: not digits found anywhere in the dialog.
  await expect(factValue(staff, 'Age')).toHaveText(String(ageFromBirthdate(BIRTHDATE)));
  const downloading = page.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download Passport' }).click();
  expect(readFileSync(await (await downloading).path()).equals(pdf('passport').buffer)).toBe(true);
});
