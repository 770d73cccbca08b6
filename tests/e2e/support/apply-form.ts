// What the application journeys share, in English and in Arabic: a CV, a job with questions, the
// form's minimum fill time passed, and moving through the form with the keyboard alone.
import { MIN_SECONDS_BEFORE_SUBMIT } from '@careers/shared';
import { expect, type FileChooser, type Locator, type Page, test } from '@playwright/test';
import { makePdf } from '../../../cms/tests/support/file-fixtures.ts';
import { letTimePass, resetServerClock } from './control';
import { livePosting, releaseJourneyTimeout } from './live-site';

export const cvFile = (name = 'nadia-cv.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: makePdf(['Nadia Rahman', 'Senior Accountant', 'Seven years in audit and reporting']),
});

/** A job page whose posting asks screening questions, once the live release has it. */
export async function jobWithQuestions(page: Page): Promise<{ path: string; questions: string[] }> {
  const job = await livePosting(page.request, (candidate) => (candidate.screening_questions?.length ?? 0) > 0);
  return { path: `/jobs/${job.id}/`, questions: job.screening_questions ?? [] };
}

/** Who applies in a journey through the English form: each journey names its own candidate. */
interface Applicant {
  fullName: string;
  email: string;
  phone: string;
  totalYears: number;
  relatedYears: number;
}

/** Types the English form's fields about the applicant, a Bahraini, as a mouse user fills them in. */
export async function fillApplicantFields(dialog: Locator, applicant: Applicant): Promise<void> {
  await dialog.getByLabel('Full name').fill(applicant.fullName);
  await dialog.getByLabel('E-mail').fill(applicant.email);
  await dialog.getByLabel('Phone').fill(applicant.phone);
  await pickNationality(dialog, 'Nationality', 'bahr', 'Bahrain');
  await dialog.getByLabel('Total years of experience').fill(String(applicant.totalYears));
  await dialog.getByLabel('Related years of experience').fill(String(applicant.relatedYears));
}

/**
 * Called in a describe of journeys through the form: each first waits for the release that holds its
 * posting (usually already live), and the page's clock runs as the real one until the journey moves
 * it past the minimum fill time; the server's clock goes back after each.
 */
export function applyJourneys(): void {
  test.setTimeout(releaseJourneyTimeout(1));
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });
  test.afterEach(async () => {
    await resetServerClock();
  });
}

/**
 * The form refuses (in the browser and on the server) what is sent sooner than this after it opened:
 * the page's clock and the CMS's move past it, instead of the journey waiting it out.
 */
export const waitOutMinimumFillTime = (page: Page) => letTimePass(page, MIN_SECONDS_BEFORE_SUBMIT * 1000);

/** Presses Tab until `target` has the focus, as a keyboard user moves through the form. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40 && !(await target.evaluate((element) => element === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * Space (or Enter) on the focused file input opens the chooser; on a busy machine the first key press
 * is now and then missed, so the keyboard tries again before the journey gives up.
 */
export async function chooserFromKeyboard(page: Page, input: Locator): Promise<FileChooser> {
  for (const key of ['Space', 'Enter', 'Space']) {
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent('filechooser', { timeout: 3000 }).catch(() => null);
    await page.keyboard.press(key);
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error('the CV file chooser did not open from the keyboard');
}

/**
 * Types part of a country into the nationality field named `label` and clicks the country in the
 * list. The list hands the focus back to its input on the next animation frame; the journey waits for
 * that frame, or the next field's focus could be taken back mid-fill and its text land in the
 * nationality, clearing it (no person types into another field within one frame of a click).
 */
export async function pickNationality(dialog: Locator, label: string, typed: string, country: string): Promise<void> {
  const nationality = dialog.getByLabel(label);
  await nationality.fill(typed);
  await dialog.getByRole('option', { name: country, exact: true }).click();
  await dialog.page().evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  await expect(nationality).toHaveValue(country);
}
