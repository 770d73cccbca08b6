import { ageFromBirthdate, labels, messages } from '@careers/shared';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dbFlag, queryRow } from './support/database';
import { SERVER_FAILURE } from './support/failures';
import { insertHiredEmployee } from './support/hired-employees';
import { attachDocuments, BIRTHDATE, expectDetailsKept, fillDetails } from './support/onboarding-form';
import { base } from './support/system';

// The texts a new hire sees, in the product's words.
const COMPLETE = 'Onboarding Complete!';
const ALREADY_COMPLETED = 'Onboarding has already been completed for this link';
const INVALID_LINK = 'Invalid or expired onboarding link';
const LOAD_FAILED = 'Failed to load onboarding form';
const SUBMIT_FAILED = 'Failed to submit onboarding form';
const DOCUMENTS_REQUIRED = 'Please upload all required documents';

test('a new hire completes onboarding through the private link, once', async ({ page }) => {
  const employee = await insertHiredEmployee();
  const link = `${base()}/onboarding/${employee.token}`;
  // The page runs under the site's Content-Security-Policy: the island must load without a refusal.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const opened = await page.goto(link);
  expect(opened?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');

  await expect(page.getByRole('heading', { name: 'Employee Onboarding' })).toBeVisible();
  // A page of its own: no navigation bar of the careers site.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  await expect(page.getByText(employee.jobTitle)).toBeVisible();
  const [firstName, ...rest] = employee.fullName.split(' ');
  await expect(page.getByLabel('First Name')).toHaveValue(firstName ?? '');
  await expect(page.getByLabel('Last Name')).toHaveValue(rest.join(' '));
  // The address the link went to is the one HR keeps: shown, not editable.
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  await fillDetails(page);
  // On a phone the form is the screen's width: a fieldset or file input wider than it would scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  // The age follows the birthdate, worked out in Bahrain's calendar, and can't be typed over.
  const age = page.getByLabel('Age', { exact: true });
  await expect(age).toHaveValue(String(ageFromBirthdate(BIRTHDATE)));
  await expect(age).toHaveAttribute('readonly', '');

  // A bad IBAN, a refused passport and no other document: every problem at its field in one round,
  // the banner naming the first, and focus on it.
  const iban = page.getByLabel('IBAN');
  const documents = ['CPR', 'Passport', 'Certificates'].map((name) => page.getByLabel(name, { exact: true }));
  const [cpr, passport, certificates] = documents as [Locator, Locator, Locator];
  await iban.fill('BH00 NOT AN IBAN');
  await passport.setInputFiles({ name: 'passport.txt', mimeType: 'text/plain', buffer: Buffer.from('a passport') });
  await expect(passport).toHaveAccessibleDescription(new RegExp(messages.onboarding.wrongDocumentType));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(messages.onboarding.invalidIban);
  const ibanProblem = messages.onboarding.fieldProblem('IBAN', messages.onboarding.invalidIban);
  await expect(page.getByRole('alert').filter({ hasText: ibanProblem })).toBeVisible();
  for (const missing of [cpr, certificates]) {
    await expect(missing).toHaveAttribute('aria-invalid', 'true');
    await expect(missing).toHaveAccessibleDescription(new RegExp(DOCUMENTS_REQUIRED));
  }
  // The refused file's own message stays: it says more than that the passport is missing.
  await expect(passport).toHaveAttribute('aria-invalid', 'true');
  await expect(passport).toHaveAccessibleDescription(new RegExp(messages.onboarding.wrongDocumentType));

  // The fields corrected, the documents alone are marked, and focus goes to the first of them.
  await iban.fill('BH67 BMAG 0000 1299 1234 56');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(cpr).toBeFocused();
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: DOCUMENTS_REQUIRED })).toBeVisible();
  await expect(certificates).toHaveAttribute('aria-invalid', 'true');

  await attachDocuments(page);
  for (const document of documents) await expect(document).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: labels.fileField.remove('degree.pdf') })).toBeVisible();
  await expectNoAxeViolations(page);

  // The connection drops while sending: the product's message, and nothing has to be typed again.
  await page.route('**/api/onboarding/*', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SUBMIT_FAILED })).toBeVisible();
  await expectDetailsKept(page);
  await expect(page.getByRole('button', { name: labels.fileField.remove('passport.pdf') })).toBeVisible();
  await page.unrouteAll();

  // The server fails while saving: the same words, and still nothing to type again.
  await page.route('**/api/onboarding/*', (route) =>
    route.request().method() === 'POST' ? route.fulfill(SERVER_FAILURE) : route.continue(),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SUBMIT_FAILED })).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expectDetailsKept(page);
  await page.unrouteAll();

  await page.getByRole('button', { name: 'Submit' }).click();
  // The Submit button is gone: focus goes to the new screen's heading, not to the page's body.
  await expect(page.getByRole('heading', { name: COMPLETE })).toBeFocused();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const row = await queryRow(
    'SELECT onboarding_completed, age, iban, cpr_number, cpr_document_url FROM hired_employees WHERE document_id = ?',
    employee.id,
  );
  expect(dbFlag(row?.onboarding_completed)).toBe(true);
  expect(Number(row?.age)).toBe(ageFromBirthdate(BIRTHDATE));
  expect(row).toMatchObject({ iban: 'BH67BMAG00001299123456', cpr_number: '920314567' });
  expect(String(row?.cpr_document_url)).toMatch(new RegExp(`^onboarding/${employee.id}/cpr-\\d+-[0-9a-f]+\\.pdf$`));

  // The link is spent.
  await page.goto(link);
  await expect(page.getByText(ALREADY_COMPLETED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Employee Onboarding' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect(refusals).toEqual([]);
});

test('an unknown link and a failed load get the product’s messages', async ({ page }) => {
  await page.goto(`${base()}/onboarding/not-a-real-link`);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const employee = await insertHiredEmployee();
  await page.route('**/api/onboarding/*', (route) => route.abort('connectionrefused'));
  await page.goto(`${base()}/onboarding/${employee.token}`);
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();

  // The server answers but fails: the same words, not its status text.
  await page.unrouteAll();
  await page.route('**/api/onboarding/*', (route) => route.fulfill(SERVER_FAILURE));
  await page.goto(`${base()}/onboarding/${employee.token}`);
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
});
