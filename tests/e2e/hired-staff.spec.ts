// Hired Staff: 'Total Hired', the list newest hire first, one employee's detail at
// its own address, and a document downloaded from the private store and audited. The employee is
// written straight as rows (the Hire dialog and the onboarding form are journeys of their own).
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { queryRow } from './support/database';
import { factValue } from './support/facts';
import { insertHiredEmployee } from './support/hired-employees';
import { newestMail } from './support/mailbox';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test('Hired Staff: the list, an employee at its own address, and an audited document download', async ({ page }) => {
  const employee = await insertHiredEmployee({ onboarded: true, role: 'Payroll Officer' });
  const total = Number((await queryRow('SELECT COUNT(*) AS n FROM hired_employees'))?.n);

  await page.goto(`${base()}/admin2025/hired-staff`);
  await expect(page.getByRole('heading', { name: 'Hired Staff', level: 1 })).toBeVisible();
  // The figure itself, exactly: 5 must not pass as part of 15.
  await expect(page.getByRole('region', { name: 'Total Hired' }).getByTestId('total-hired')).toHaveText(String(total));
  const row = page.getByRole('row').filter({ hasText: employee.fullName });
  await expect(row).toContainText(employee.jobTitle);
  await expect(row).toContainText('Payroll');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Hired');
  await expectNoAxeViolations(page);

  await row.getByRole('cell').nth(1).click();
  const dialog = page.getByRole('dialog', { name: employee.fullName });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin2025/hired-staff/${employee.id}$`));
  await expect(dialog.getByRole('heading', { name: 'Emergency Contact' })).toBeVisible();
  await expect(factValue(dialog, 'Emergency Contact Name')).toHaveText('Ali Haddad');
  await expect(factValue(dialog, 'CPR Number')).toHaveText('940312345');
  await expect(factValue(dialog, 'IBAN')).toHaveText('BH67BMAG00001299123456');
  await expect(factValue(dialog, 'Age')).toHaveText('32');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CPR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${employee.fullName.replaceAll(' ', '_')}_CPR.pdf`);
  expect(readFileSync(await download.path()).equals(employee.cpr)).toBe(true);
  const audit = await queryRow(
    `SELECT actor_email, details FROM audit_events WHERE action = 'hired_employee.document_downloaded' AND entity_id = ?`,
    employee.id,
  );
  expect(audit?.actor_email).toBe('admin@gulfhorizon.bh');

  // The detail is addressable: opened again from its URL alone.
  await page.reload();
  await expect(factValue(page.getByRole('dialog', { name: employee.fullName }), 'Bank Name')).toHaveText(
    'Bank of Bahrain and Kuwait',
  );
  await page.getByRole('dialog', { name: employee.fullName }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin2025\/hired-staff$/);
});

test('Send New Onboarding Link: asks first, mails a new link that opens the form; the old one stops working', async ({
  page,
}) => {
  const employee = await insertHiredEmployee();
  const asked = Date.now();
  await page.goto(`${base()}/admin2025/hired-staff/${employee.id}`);
  const dialog = page.getByRole('dialog', { name: employee.fullName });
  await dialog.getByRole('button', { name: 'Send New Onboarding Link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send a new onboarding link?' });
  await expect(confirm).toContainText(`will be e-mailed to ${employee.email}. The link sent before will stop working.`);
  await confirm.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText(`A new onboarding link was sent to ${employee.email}.`)).toBeVisible();

  const mail = await newestMail(employee.email, 'Your onboarding form', asked);
  const token = /\/onboarding\/([\w-]{43})"/.exec(mail.html)?.[1];
  expect(token).toBeDefined();
  expect(token).not.toBe(employee.token);
  await page.goto(`${base()}/onboarding/${String(token)}`);
  await expect(page.getByRole('heading', { name: 'Employee Onboarding' })).toBeVisible();
  await page.goto(`${base()}/onboarding/${employee.token}`);
  await expect(page.getByText('Invalid or expired onboarding link')).toBeVisible();
});
