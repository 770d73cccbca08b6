import { expect, test } from '@playwright/test';
import { ageFromBirthdate } from '../../shared/src/domain/dates.ts';
import { expectNoAxeViolations } from './support/axe';
import { dbFlag, queryRow } from './support/database';
import { insertHiredEmployee } from './support/hired-employees';
import { attachDocuments, BIRTHDATE, expectDetailsKept, fillDetails } from './support/onboarding-form';
import { base } from './support/system';

// The texts a new hire sees, as the spec words them (back-office spec sections 2 and 8).
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

  await fillDetails(page);
  // The age follows the birthdate, worked out in Bahrain's calendar, and can't be typed over.
  const age = page.getByLabel('Age', { exact: true });
  await expect(age).toHaveValue(String(ageFromBirthdate(BIRTHDATE)));
  await expect(age).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DOCUMENTS_REQUIRED })).toBeVisible();

  await attachDocuments(page);
  await expect(page.getByRole('button', { name: 'Remove degree.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The connection drops while sending: the spec's message, and nothing has to be typed again.
  await page.route('**/api/onboarding/*', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SUBMIT_FAILED })).toBeVisible();
  await expectDetailsKept(page);
  await expect(page.getByRole('button', { name: 'Remove passport.pdf' })).toBeVisible();
  await page.unrouteAll();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: COMPLETE })).toBeVisible();
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
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect(refusals).toEqual([]);
});

test('an unknown link and a failed load get the spec’s messages', async ({ page }) => {
  await page.goto(`${base()}/onboarding/not-a-real-link`);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const employee = await insertHiredEmployee();
  await page.route('**/api/onboarding/*', (route) => route.abort('connectionrefused'));
  await page.goto(`${base()}/onboarding/${employee.token}`);
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
});
