// The onboarding form as a new hire fills it: every personal, emergency-contact and banking field,
// and the documents, for the journeys that reach the form (the form's own, and Hire to Hired Staff).
import { expect, type Page } from '@playwright/test';
import { makePdf } from '../../../cms/tests/support/file-fixtures.ts';

export const BIRTHDATE = '1992-03-14';

/** Every personal, emergency-contact and banking field, as a new hire types them. */
export async function fillDetails(page: Page): Promise<void> {
  await page.getByLabel('Mobile Phone').fill('+973 3612 4455');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Marital Status').selectOption('Married');
  await page.getByLabel('Birthdate').fill(BIRTHDATE);
  await page.getByLabel('Place of Birth').fill('Muharraq');
  await page.getByLabel('Home Address').fill('Flat 4, Building 221, Road 1705, Block 217, Muharraq');
  await page.getByLabel('CPR Number').fill('920314567');
  await page.getByLabel('Emergency Contact Name').fill('Huda Rahman');
  await page.getByLabel('Emergency Contact Phone').fill('+973 3900 1234');
  await page.getByLabel('Bank Name').fill('Bank of Bahrain and Kuwait');
  await page.getByLabel('IBAN').fill('BH67 BMAG 0000 1299 1234 56');
}

export async function expectDetailsKept(page: Page): Promise<void> {
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Birthdate')).toHaveValue(BIRTHDATE);
  await expect(page.getByLabel('CPR Number')).toHaveValue('920314567');
  await expect(page.getByLabel('IBAN')).toHaveValue('BH67 BMAG 0000 1299 1234 56');
}

export const pdf = (title: string) => ({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: makePdf([title]) });

/** The three documents the form requires, as PDFs. */
export async function attachDocuments(page: Page): Promise<void> {
  await page.getByLabel('CPR', { exact: true }).setInputFiles(pdf('cpr-card'));
  await page.getByLabel('Passport', { exact: true }).setInputFiles(pdf('passport'));
  await page.getByLabel('Certificates', { exact: true }).setInputFiles(pdf('degree'));
}
