import AxeBuilder from '@axe-core/playwright';
import { siteTextsIn } from '@careers/shared';
import { applyFormLabels, fileFieldLabels, NATIONALITY_NAMES, validationMessages } from '@careers/shared/client-ar';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  applyJourneys,
  chooserFromKeyboard,
  cvFile,
  jobWithQuestions,
  pickNationality,
  tabTo,
  waitOutMinimumFillTime,
} from './support/apply-form';
import { queryRow } from './support/database';
import { newestMail } from './support/mailbox';
import { base } from './support/system';

// Applying on the Arabic site: the modal speaks Arabic, right to left, from the
// keyboard alone; the shared rules' and the server's messages read in Arabic; an Arabic name is kept
// as written and the language is stored with the application.
const arabic = siteTextsIn('ar');

/** The Arabic job page's Apply, pressed; the form once its fields show. */
async function openArabicModal(page: Page, path: string): Promise<Locator> {
  await page.goto(`${base()}/ar${path}`);
  await page.getByRole('button', { name: arabic.jobs.applyForThisPosition }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: applyFormLabels.submit })).toBeVisible();
  return dialog;
}

test.describe('applying in Arabic', () => {
  applyJourneys();

  test('can be completed with the keyboard alone, with an Arabic name, stored in Arabic and confirmed in Arabic', async ({
    page,
  }) => {
    const { path, questions } = await jobWithQuestions(page);
    await page.goto(`${base()}/ar${path}`);
    await page.getByRole('button', { name: arabic.jobs.applyForThisPosition }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const field = (label: string) => dialog.getByLabel(label);
    await expect(field(applyFormLabels.fullName)).toBeVisible();
    await expect(dialog).toHaveCSS('direction', 'rtl');

    const email = `arabic.keyboard.${Date.now()}@example.com`;
    await tabTo(page, field(applyFormLabels.fullName));
    await page.keyboard.type('عمر خليفة');
    await tabTo(page, field(applyFormLabels.email));
    await page.keyboard.type(email);
    await tabTo(page, field(applyFormLabels.phone));
    await page.keyboard.type('+973 3988 1200');
    // The list is in Arabic; the form sends the English name.
    await tabTo(page, field(applyFormLabels.nationality));
    await page.keyboard.type('الأرد');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(applyFormLabels.nationality)).toHaveValue(NATIONALITY_NAMES.Jordan);
    await tabTo(page, field(applyFormLabels.totalYears));
    await page.keyboard.type('9');
    await tabTo(page, field(applyFormLabels.relatedYears));
    await page.keyboard.type('6');
    const cv = dialog.getByLabel(applyFormLabels.cv, { exact: true });
    await tabTo(page, cv);
    // The file chooser's button speaks Arabic too (the browser's own would speak the browser's).
    await expect(dialog.locator('.file-choose').first()).toHaveText(fileFieldLabels.choose);
    await (await chooserFromKeyboard(page, cv)).setFiles(cvFile('omar-cv.pdf'));
    for (const [index, question] of questions.entries()) {
      await tabTo(page, field(`${index + 1}. ${question}`));
      await page.keyboard.type(`إجابة ${index + 1}`);
    }
    await tabTo(page, field(arabic.apply.accuracyStatement));
    await page.keyboard.press('Space');
    await tabTo(page, field(arabic.privacy.consentLabel));
    await page.keyboard.press('Space');
    await waitOutMinimumFillTime(page);
    await tabTo(page, dialog.getByRole('button', { name: applyFormLabels.submit }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: arabic.apply.submitted })).toBeVisible();

    const referenceId = (await dialog.locator('[data-reference-id]').textContent()) ?? '';
    expect(
      await queryRow(
        'SELECT full_name, nationality, candidate_language FROM applications WHERE reference_id = ?',
        referenceId,
      ),
    ).toMatchObject({ full_name: 'عمر خليفة', nationality: 'Jordan', candidate_language: 'ar' });
    // The confirmation is written in Arabic, from the template's Arabic wording.
    const mail = await newestMail(email);
    expect(mail.subject).toMatch(/^استلمنا طلبك لوظيفة /);
    expect(mail.text).toContain(referenceId);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: arabic.jobs.applyForThisPosition }).first()).toBeFocused();

    // The private link in the confirmation leads to the candidate's own page in Arabic.
    const link = /https?:\/\/\S+\/ar\/my-applications\/#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const { pathname, hash } = new URL(link as string);
    await page.goto(`${base()}${pathname}${hash}`);
    const own = arabic.selfService;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: own.pageTitle, level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: own.reference(referenceId) });
    await expect(item.getByText(own.statuses.new, { exact: true })).toBeVisible();
    // Applied on: an Arabic month name between Western digits.
    await expect(item).toContainText(/\d{1,2} [\u0621-\u064A]+ \d{4}/);
    // The server's answer, written in English, reads in Arabic.
    await page.getByRole('button', { name: own.saveContact }).click();
    await expect(page.getByRole('status')).toHaveText(own.contactSaved);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("shows the shared rules' messages and the server's refusal in Arabic", async ({ page }) => {
    const { path, questions } = await jobWithQuestions(page);
    const dialog = await openArabicModal(page, path);
    const submit = dialog.getByRole('button', { name: applyFormLabels.submit });
    const alert = dialog.locator('.error-box');
    await submit.click();
    await expect(alert).toHaveText(arabic.apply.tooFast);
    await waitOutMinimumFillTime(page);
    await submit.click();
    await expect(dialog.getByText(arabic.apply.cvRequired).first()).toBeVisible();
    await expect(dialog.getByText(validationMessages.chooseNationality).first()).toBeVisible();
    await expect(dialog.getByText(arabic.privacy.consentRequired).first()).toBeVisible();
    await expect(dialog.getByLabel(applyFormLabels.fullName)).toBeFocused();

    // Filled in, with a supporting document whose name passes the browser's check but whose bytes the
    // server refuses: its refusal, worded in English on the server, reads in Arabic.
    await dialog.getByLabel(applyFormLabels.fullName).fill('ليلى حداد');
    await dialog.getByLabel(applyFormLabels.email).fill(`arabic.refused.${Date.now()}@example.com`);
    await dialog.getByLabel(applyFormLabels.phone).fill('+973 3612 4455');
    await pickNationality(dialog, applyFormLabels.nationality, 'البحر', NATIONALITY_NAMES.Bahrain);
    await dialog.getByLabel(applyFormLabels.totalYears).fill('7');
    await dialog.getByLabel(applyFormLabels.relatedYears).fill('5');
    await dialog.getByLabel(applyFormLabels.cv, { exact: true }).setInputFiles(cvFile());
    await dialog
      .getByLabel(applyFormLabels.supportingDocuments, { exact: true })
      .setInputFiles({ name: 'references.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Plain text.\n') });
    for (const [index, question] of questions.entries())
      await dialog.getByLabel(`${index + 1}. ${question}`).fill(`إجابة ${index + 1}`);
    await dialog.getByLabel(arabic.apply.accuracyStatement).check();
    await dialog.getByLabel(arabic.privacy.consentLabel).check();
    await submit.click();
    await expect(alert).toHaveText(arabic.apply.wrongSupportingType);
  });

  test('the open modal has no accessibility violations (axe), at desktop and at 375 px', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const dialog = await openArabicModal(page, path);
      // The privacy notice's short text in Arabic (the default notice has it), in the page's language.
      const summary = dialog.getByText(arabic.privacyNotice.summary, { exact: true });
      await expect(summary).toBeVisible();
      await expect(summary).not.toHaveAttribute('lang');
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await dialog.getByRole('button', { name: applyFormLabels.close }).first().click();
      await expect(dialog).toBeHidden();
    }
  });
});
