// The onboarding form as a new hire fills it: every personal, emergency-contact and banking field,
// and the documents, for the journeys that reach the form (the form's own, and Hire to Hired Staff).
import { onboardingFormLabels, type Translation } from '@careers/shared';
import { expect, type Page } from '@playwright/test';
import { makePdf } from '../../../cms/tests/support/file-fixtures.ts';

/** The form's labels in the page's language: English unless a journey passes the Arabic ones. */
type FormLabels = Translation<typeof onboardingFormLabels>;

export const BIRTHDATE = '1992-03-14';

/** Every personal, emergency-contact and banking field, as a new hire types them. */
export async function fillDetails(page: Page, L: FormLabels = onboardingFormLabels): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(L.mobile_phone).fill('+973 3612 4455');
  // The value sent is the English one, whatever the list shows.
  await field(L.gender).selectOption('Female');
  await field(L.marital_status).selectOption('Married');
  await field(L.birthdate).fill(BIRTHDATE);
  await field(L.place_of_birth).fill('Muharraq');
  await field(L.home_address).fill('Flat 4, Building 221, Road 1705, Block 217, Muharraq');
  await field(L.cpr_number).fill('920314567');
  await field(L.emergency_contact_name).fill('Huda Rahman');
  await field(L.emergency_contact_phone).fill('+973 3900 1234');
  await field(L.bank_name).fill('Bank of Bahrain and Kuwait');
  await field(L.iban).fill('BH67 BMAG 0000 1299 1234 56');
}

export async function expectDetailsKept(page: Page): Promise<void> {
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Birthdate')).toHaveValue(BIRTHDATE);
  await expect(page.getByLabel('CPR Number')).toHaveValue('920314567');
  await expect(page.getByLabel('IBAN')).toHaveValue('BH67 BMAG 0000 1299 1234 56');
}

export const pdf = (title: string) => ({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: makePdf([title]) });

/** The three documents the form requires, as PDFs. */
export async function attachDocuments(page: Page, L: FormLabels = onboardingFormLabels): Promise<void> {
  await page.getByLabel(L.cpr, { exact: true }).setInputFiles(pdf('cpr-card'));
  await page.getByLabel(L.passport, { exact: true }).setInputFiles(pdf('passport'));
  await page.getByLabel(L.certificates, { exact: true }).setInputFiles(pdf('degree'));
}
