import { ageFromBirthdate } from '@careers/shared';
import { validationMessages } from '@careers/shared/client-ar';
import {
  fileFieldLabels,
  GENDER_NAMES,
  onboardingFormLabels as L,
  MARITAL_STATUS_NAMES,
  onboardingMessages,
} from '@careers/shared/onboarding-ar';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dbFlag, queryRow } from './support/database';
import { insertHiredEmployee } from './support/hired-employees';
import { attachDocuments, BIRTHDATE, fillDetails } from './support/onboarding-form';
import { base } from './support/system';

// The new hire's form in Arabic: /ar/onboarding/{token}, the link a candidate
// who applied in Arabic is mailed. Every label, choice and message reads in Arabic, right to left;
// what the form sends is what the English form sends.

test('a new hire completes onboarding in Arabic, right to left, with every message in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const employee = await insertHiredEmployee();
  const link = `${base()}/ar/onboarding/${employee.token}`;
  const opened = await page.goto(link);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await expect(page.getByRole('heading', { name: L.title })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  // The welcome names the new hire and the job, each isolated so an English name keeps its place in the Arabic sentence.
  const firstName = employee.fullName.split(' ')[0] ?? '';
  await expect(page.getByText(L.welcome(`\u2068${firstName}\u2069`, `\u2068${employee.jobTitle}\u2069`))).toBeVisible();
  await expect(page.getByRole('group', { name: L.personal })).toBeVisible();
  // The choices read in Arabic; the value sent stays the English one Hired Staff shows.
  await expect(
    page.getByLabel(L.gender, { exact: true }).getByRole('option', { name: GENDER_NAMES.Female }),
  ).toHaveAttribute('value', 'Female');
  await expect(
    page.getByLabel(L.marital_status, { exact: true }).getByRole('option', { name: MARITAL_STATUS_NAMES.Married }),
  ).toHaveAttribute('value', 'Married');

  await fillDetails(page, L);
  await expect(page.getByLabel(L.age, { exact: true })).toHaveValue(String(ageFromBirthdate(BIRTHDATE)));
  // A right-to-left page that overflows would scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // The shared rules' messages, written once in English, read in Arabic at their fields and in the banner.
  const iban = page.getByLabel(L.iban, { exact: true });
  const placeOfBirth = page.getByLabel(L.place_of_birth, { exact: true });
  const documents = [L.cpr, L.passport, L.certificates].map((name) => page.getByLabel(name, { exact: true }));
  const [cpr, passport, certificates] = documents as [Locator, Locator, Locator];
  await placeOfBirth.fill('');
  await iban.fill('BH00 NOT AN IBAN');
  await passport.setInputFiles({ name: 'passport.txt', mimeType: 'text/plain', buffer: Buffer.from('a passport') });
  await expect(passport).toHaveAccessibleDescription(new RegExp(onboardingMessages.wrongDocumentType));
  await page.getByRole('button', { name: L.submit }).click();
  await expect(placeOfBirth).toBeFocused();
  await expect(placeOfBirth).toHaveAccessibleDescription(validationMessages.required);
  await expect(iban).toHaveAccessibleDescription(onboardingMessages.invalidIban);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: onboardingMessages.fieldProblem(L.place_of_birth, validationMessages.required) }),
  ).toBeVisible();
  for (const missing of [cpr, certificates]) {
    await expect(missing).toHaveAccessibleDescription(new RegExp(onboardingMessages.documentsRequired));
  }

  await placeOfBirth.fill('Muharraq');
  await iban.fill('BH67 BMAG 0000 1299 1234 56');
  await attachDocuments(page, L);
  await expect(page.getByRole('button', { name: fileFieldLabels.remove('degree.pdf') })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: L.submit }).click();
  await expect(page.getByRole('heading', { name: onboardingMessages.complete })).toBeFocused();
  await expect(page.getByText(L.completeHint)).toBeVisible();
  const row = await queryRow(
    'SELECT onboarding_completed, gender, marital_status, iban FROM hired_employees WHERE document_id = ?',
    employee.id,
  );
  expect(dbFlag(row?.onboarding_completed)).toBe(true);
  expect(row).toMatchObject({ gender: 'Female', marital_status: 'Married', iban: 'BH67BMAG00001299123456' });

  // The link is spent: the server's refusal reads in Arabic too.
  await page.goto(link);
  await expect(page.getByText(onboardingMessages.alreadyCompleted)).toBeVisible();
  await expect(page.getByRole('button', { name: L.submit })).toHaveCount(0);
});

test('an unknown Arabic link says so in Arabic', async ({ page }) => {
  await page.goto(`${base()}/ar/onboarding/not-a-real-link`);
  await expect(page.getByText(onboardingMessages.invalidLink)).toBeVisible();
  await expect(page.getByRole('heading', { name: L.title })).toBeFocused();
  await expectNoAxeViolations(page);
});
