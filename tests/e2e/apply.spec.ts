import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { labels, messages, PUBLIC_PAGE_PATHS } from '@careers/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  applyJourneys,
  chooserFromKeyboard,
  cvFile,
  fillApplicantFields,
  jobWithQuestions,
  pickNationality,
  tabTo as tabToTarget,
  waitOutMinimumFillTime,
} from './support/apply-form';
import { CmsEditor } from './support/cms-editor';
import { dbJson, queryRow } from './support/database';
import { SERVER_FAILURE } from './support/failures';
import { releaseJourneyTimeout, waitForPage } from './support/live-site';
import { newestMail } from './support/mailbox';
import { base } from './support/system';

// The texts a job seeker sees, in the product's words.
const TOO_FAST = 'Please take your time to fill the form carefully';
const CV_REQUIRED = 'Please upload your CV';
const CONFIRM = 'Please confirm that all information is accurate';
const WRONG_TYPE = 'Please upload a PDF, DOC, or DOCX file';
const TOO_LARGE = 'File size must be less than 10MB';
const INVALID = 'Invalid submission detected';
const ACCURACY = 'I hereby confirm that all the information provided is accurate to the best of my knowledge.';
const PRIVACY = messages.privacy.consentLabel;
const AI_SCREENING = messages.privacy.aiConsentLabel;
const SUBMIT_FAILED = 'Failed to submit application';
// The server's answers to what the browser cannot know or check itself (shared/src/messages/).
const POSTING_CLOSED = 'This position is no longer accepting applications';
const WRONG_SUPPORTING_TYPE = 'Please upload a PDF, DOC, DOCX, JPG, JPEG or PNG file';
const SUBMITTED = 'Application Submitted!';

/** The form's red box: the message the visitor is shown above the submit button. */
async function expectRedBox(dialog: Locator, message: string): Promise<void> {
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expect(alert).toHaveClass('error-box');
  await expect(alert).toBeVisible();
}

/** Everything fillForm entered is still there: nothing has to be typed or chosen again. */
async function expectFormKept(dialog: Locator, questions: string[], email: string): Promise<void> {
  await expect(dialog.getByLabel('Full name')).toHaveValue('Nadia Rahman');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Phone')).toHaveValue('+973 3612 4455');
  await expect(dialog.getByLabel('Nationality')).toHaveValue('Bahrain');
  await expect(dialog.getByLabel('Total years of experience')).toHaveValue('7');
  await expect(dialog.getByLabel('Related years of experience')).toHaveValue('5');
  await expect(dialog.getByText(/^nadia-cv\.pdf \(/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: labels.fileField.remove('nadia-cv.pdf') })).toBeVisible();
  for (const [index, question] of questions.entries()) {
    await expect(dialog.getByLabel(`${index + 1}. ${question}`)).toHaveValue(`My answer to question ${index + 1}`);
  }
  await expect(dialog.getByLabel(ACCURACY)).toBeChecked();
  await expect(dialog.getByLabel(PRIVACY)).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
}

const applicationsFrom = async (email: string) =>
  Number((await queryRow('SELECT count(*) AS count FROM applications WHERE email = ?', email))?.count);

async function openModal(page: Page, path: string): Promise<Locator> {
  await page.goto(`${base()}${path}`);
  await page.getByRole('button', { name: 'Apply for This Position' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  return dialog;
}

async function fillForm(dialog: Locator, questions: string[], email: string): Promise<void> {
  await fillApplicantFields(dialog, {
    fullName: 'Nadia Rahman',
    email,
    phone: '+973 3612 4455',
    totalYears: 7,
    relatedYears: 5,
  });
  // As a mouse user does: the form's own Choose File button (in the page's language, where the
  // browser's would speak the browser's) opens the file chooser.
  const chooser = dialog.page().waitForEvent('filechooser');
  await dialog.getByText('Choose File', { exact: true }).first().click();
  await (await chooser).setFiles(cvFile());
  await expect(dialog.getByText(/^nadia-cv\.pdf \(/)).toBeVisible();
  for (const [index, question] of questions.entries()) {
    await dialog.getByLabel(`${index + 1}. ${question}`).fill(`My answer to question ${index + 1}`);
  }
  await dialog.getByLabel(ACCURACY).check();
  await dialog.getByLabel(PRIVACY).check();
}

test.describe('applying for a job', () => {
  applyJourneys();

  test('a full application with a PDF CV and screening answers gets a reference ID, a record, a stored file and an e-mail', async ({
    page,
  }) => {
    const { path, questions } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const email = `nadia.${Date.now()}@example.com`;
    await fillForm(dialog, questions, email);
    // The short notice links the full one, which opens beside the form.
    const noticeLink = dialog.getByRole('link', { name: messages.privacy.readTheNotice });
    await expect(noticeLink).toHaveAttribute('href', PUBLIC_PAGE_PATHS.privacy);
    await dialog.getByLabel(AI_SCREENING).check();
    await waitOutMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    await expect(dialog.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    const referenceId = (await dialog.locator('[data-reference-id]').textContent()) ?? '';
    expect(referenceId).toMatch(/^GH-[A-Z0-9]{8}$/);

    const record = await queryRow(
      `SELECT full_name, email, nationality, status, cv_url, screening_answers, privacy_notice_version,
         privacy_consent_at, ai_screening_consent FROM applications WHERE reference_id = ?`,
      referenceId,
    );
    expect(record).toMatchObject({ full_name: 'Nadia Rahman', email, nationality: 'Bahrain', status: 'new' });
    // The notice version the page showed, the time, and the optional AI consent (1 or true by database).
    const notice = await queryRow('SELECT MAX(version) AS version FROM privacy_notices');
    expect(Number(record?.privacy_notice_version)).toBe(Number(notice?.version));
    expect(record?.privacy_consent_at).toBeTruthy();
    expect([1, true]).toContain(record?.ai_screening_consent);
    expect(Object.keys(dbJson(record?.screening_answers) as object)).toHaveLength(questions.length);
    const stored = join(process.env.E2E_PRIVATE_FILES_DIR ?? '', String(record?.cv_url));
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored).subarray(0, 5).toString()).toBe('%PDF-');

    const mail = await newestMail(email);
    expect(mail.text).toContain(referenceId);
  });

  test('checks every rule in the browser, with the product’s messages', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    const alert = dialog.locator('.error-box');

    await submit.click();
    await expect(alert).toHaveText(TOO_FAST);
    await waitOutMinimumFillTime(page);
    await submit.click();
    await expect(dialog.getByText(CV_REQUIRED).first()).toBeVisible();
    await expect(dialog.getByText(CONFIRM).first()).toBeVisible();
    await expect(dialog.getByText(messages.privacy.consentRequired).first()).toBeVisible();
    await expect(dialog.getByLabel(PRIVACY)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Full name')).toBeFocused();

    const cvInput = dialog.getByLabel(/^CV/);
    await cvInput.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await expect(dialog.getByText(WRONG_TYPE)).toBeVisible();
    await cvInput.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(dialog.getByText(TOO_LARGE)).toBeVisible();

    // A dropped file of the wrong type is refused the same way.
    const drop = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'photo.gif', { type: 'image/gif' }));
      return transfer;
    });
    await dialog.locator('fieldset.drop-zone').first().dispatchEvent('drop', { dataTransfer: drop });
    await expect(dialog.getByText(WRONG_TYPE)).toBeVisible();

    // Typing in the nationality clears the chosen country until another is picked.
    const nationality = dialog.getByLabel('Nationality');
    await pickNationality(dialog, 'Nationality', 'oman', 'Oman');
    await nationality.fill('Om');
    await nationality.press('Escape');
    await submit.click();
    await expect(dialog.getByText('Please choose your nationality from the list')).toBeVisible();

    // The hidden field is for bots: when it is filled, nothing is sent.
    await dialog.locator('input[name="company_website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await submit.click();
    await expect(alert).toHaveText(INVALID);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const { path, questions } = await jobWithQuestions(page);
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Full name')).toBeVisible();

    // Focus moves into the dialog; each field is reached with Tab.
    const email = `keyboard.${Date.now()}@example.com`;
    const tabTo = (label: string | RegExp, target: Locator = dialog.getByLabel(label)) => tabToTarget(page, target);
    await tabTo('Full name');
    await page.keyboard.type('Omar Khalifa');
    await tabTo('E-mail');
    await page.keyboard.type(email);
    await tabTo('Phone');
    await page.keyboard.type('+973 3988 1200');
    await tabTo('Nationality');
    await page.keyboard.type('Jord');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Nationality')).toHaveValue('Jordan');
    await tabTo('Total years of experience');
    await page.keyboard.type('9');
    await tabTo('Related years of experience');
    await page.keyboard.type('6');
    await tabTo(/^CV/);
    // The input itself is hidden: its focus shows on the Choose File button drawn for it.
    await expect(dialog.locator('.file-choose').first()).toHaveCSS('outline-style', 'solid');
    await (await chooserFromKeyboard(page, dialog.getByLabel(/^CV/))).setFiles(cvFile('omar-cv.pdf'));
    for (const [index, question] of questions.entries()) {
      await tabTo(`${index + 1}. ${question}`);
      await page.keyboard.type(`Keyboard answer ${index + 1}`);
    }
    await tabTo(ACCURACY);
    await page.keyboard.press('Space');
    await tabTo(PRIVACY);
    await page.keyboard.press('Space');
    await waitOutMinimumFillTime(page);
    await tabTo('Submit Application', dialog.getByRole('button', { name: 'Submit Application' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

    // Escape closes the dialog and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply for This Position' })).toBeFocused();
  });

  test('after typing a nationality, one click on another field moves there and typing goes there', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const nationality = dialog.getByLabel('Nationality');
    for (const label of ['Phone', 'Total years of experience']) {
      await nationality.fill('bahr');
      await expect(dialog.getByRole('option', { name: 'Bahrain', exact: true })).toBeVisible();
      const other = dialog.getByLabel(label);
      // One click where the visitor sees the field (the mouse, so nothing retries it): the open list
      // must not swallow it.
      const box = await other.boundingBox();
      if (!box) throw new Error(`${label} is on screen`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(other).toBeFocused();
      await expect(dialog.getByRole('listbox')).toBeHidden();
      await page.keyboard.type('7');
      await expect(other).toHaveValue('7');
      await other.fill('');
    }
  });

  test('the open modal has no accessibility violations (axe), at desktop and at 375 px', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await openModal(page, path);
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      // Nothing sticks out sideways on a small phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('Apply shows at once that it is busy while the form is on its way', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    // The form's code is held back until the busy state has been seen, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/_astro/english-apply-modal.*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base()}${path}`);
    const apply = page.getByRole('button', { name: 'Apply for This Position' });
    await apply.click();
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    // The spinner in the button.
    expect(await apply.evaluate((button) => getComputedStyle(button, '::after').content)).toBe('""');
    release();
    await expect(page.getByRole('dialog').getByLabel('Full name')).toBeEditable();
    await expect(apply).not.toHaveAttribute('aria-busy', 'true');
  });

  test("fetches the form's code once the job page is idle, before Apply is pressed", async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    const formCode = page.waitForRequest(/\/_astro\/english-apply-modal\.[\w-]+\.js$/);
    await page.goto(`${base()}${path}`);
    await formCode;
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the job page and the open form stay within the Content-Security-Policy (no eval)', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    await expect(page.getByRole('dialog').getByLabel('Full name')).toBeEditable();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('shows Connection Error with Reload Page when the form cannot be loaded', async ({ page }) => {
    const { path } = await jobWithQuestions(page);
    // The network drops between the page and the server.
    await page.route('**/form-token', (route) => route.abort('internetdisconnected'));
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
    await expect(dialog.getByText('We could not reach the server.')).toBeVisible();
    await page.unroute('**/form-token');
    await dialog.getByRole('button', { name: 'Reload Page' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: 'Apply for This Position' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a refusal from the server (the posting closed while the form was open) shows its message in the red box and keeps what was typed', async ({
    page,
  }) => {
    test.setTimeout(releaseJourneyTimeout(2));
    const editor = await CmsEditor.signIn();
    let documentId = '';
    let closed = false;
    try {
      documentId = await editor.createPosting({
        title: `Closing Soon Analyst ${Date.now()}`,
        department: 'Finance',
        location: 'Manama, Bahrain',
        type: 'full-time',
        description: 'Reconciles the accounts of the Manama office.',
        responsibilities: '- Reconcile the accounts',
        requirements: '- Two years in accounting',
        posting_status: 'active',
      });
      const path = `/jobs/${documentId}/`;
      await waitForPage(page.request, path, 200);
      const dialog = await openModal(page, path);
      const email = `closed.${Date.now()}@example.com`;
      await fillForm(dialog, [], email);
      // An editor closes the posting in /cms while the visitor is still filling in the form.
      await editor.updatePosting(documentId, { posting_status: 'closed' });
      closed = true;
      await waitOutMinimumFillTime(page);
      await dialog.getByRole('button', { name: 'Submit Application' }).click();

      await expectRedBox(dialog, POSTING_CLOSED);
      await expect(dialog.getByRole('heading', { name: SUBMITTED })).toHaveCount(0);
      await expectFormKept(dialog, [], email);
      expect(await applicationsFrom(email)).toBe(0);
    } finally {
      // Closed again even when the journey fails midway: the demo company stays as it was.
      if (documentId && !closed) await editor.updatePosting(documentId, { posting_status: 'closed' });
      await editor.signOut();
    }
  });

  test('a network failure while sending shows Failed to submit application, keeps what was typed, and sending again works', async ({
    page,
  }) => {
    const { path, questions } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const email = `offline.${Date.now()}@example.com`;
    await fillForm(dialog, questions, email);
    await waitOutMinimumFillTime(page);
    // The connection drops as the form is sent: the browser's request fails, the server sees nothing.
    await page.route('**/api/public/applications', (route) => route.abort('internetdisconnected'));
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.click();

    await expectRedBox(dialog, SUBMIT_FAILED);
    await expectFormKept(dialog, questions, email);
    expect(await applicationsFrom(email)).toBe(0);

    // The server fails: the same words, not its status text, and the form is kept.
    await page.unroute('**/api/public/applications');
    await page.route('**/api/public/applications', (route) => route.fulfill(SERVER_FAILURE));
    await submit.click();
    await expectRedBox(dialog, SUBMIT_FAILED);
    await expectFormKept(dialog, questions, email);

    // Back online, the same form goes through as it is.
    await page.unroute('**/api/public/applications');
    await submit.click();
    await expect(dialog.getByRole('heading', { name: SUBMITTED })).toBeVisible();
    expect(await applicationsFrom(email)).toBe(1);
  });

  test('a supporting document of the wrong type or over 10MB gets its message and does not block sending without it', async ({
    page,
  }) => {
    const { path, questions } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const email = `supporting.${Date.now()}@example.com`;
    await fillForm(dialog, questions, email);
    const supporting = dialog.getByLabel(/^Supporting documents/);
    const supportingGroup = dialog.getByRole('group', { name: /^Supporting documents/ });

    await supporting.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00 not a document'),
    });
    await expect(supportingGroup.getByText(WRONG_SUPPORTING_TYPE)).toBeVisible();
    await expect(supporting).toHaveAttribute('aria-invalid', 'true');
    await expect(supportingGroup.getByText('Choose a file or drop it here')).toBeVisible();

    await supporting.setInputFiles({
      name: 'portfolio.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(supportingGroup.getByText(TOO_LARGE)).toBeVisible();
    await expect(supportingGroup.getByText(WRONG_SUPPORTING_TYPE)).toHaveCount(0);
    // The refused file is not kept: there is nothing to remove, and the CV is still chosen.
    await expect(supportingGroup.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: labels.fileField.remove('nadia-cv.pdf') })).toBeVisible();

    await waitOutMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('heading', { name: SUBMITTED })).toBeVisible();
    const referenceId = (await dialog.locator('[data-reference-id]').textContent()) ?? '';
    const record = await queryRow(
      'SELECT email, cv_url, supporting_documents_url FROM applications WHERE reference_id = ?',
      referenceId,
    );
    expect(record).toMatchObject({ email, supporting_documents_url: null });
    expect(String(record?.cv_url)).toMatch(/\.pdf$/);
  });

  test('a text file renamed to .pdf as a supporting document is refused by the server in the red box; without it the application goes through', async ({
    page,
  }) => {
    const { path, questions } = await jobWithQuestions(page);
    const dialog = await openModal(page, path);
    const email = `renamed.${Date.now()}@example.com`;
    await fillForm(dialog, questions, email);
    // Its name passes the browser's check; only its bytes show it is not a document.
    await dialog.getByLabel(/^Supporting documents/).setInputFiles({
      name: 'references.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Plain text pretending to be a PDF.\n'),
    });
    await expect(dialog.getByRole('button', { name: labels.fileField.remove('references.pdf') })).toBeVisible();
    await waitOutMinimumFillTime(page);
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.click();

    await expectRedBox(dialog, WRONG_SUPPORTING_TYPE);
    await expectFormKept(dialog, questions, email);
    expect(await applicationsFrom(email)).toBe(0);

    await dialog.getByRole('button', { name: labels.fileField.remove('references.pdf') }).click();
    await submit.click();
    await expect(dialog.getByRole('heading', { name: SUBMITTED })).toBeVisible();
    const referenceId = (await dialog.locator('[data-reference-id]').textContent()) ?? '';
    expect(
      await queryRow('SELECT supporting_documents_url FROM applications WHERE reference_id = ?', referenceId),
    ).toMatchObject({ supporting_documents_url: null });
    expect(await applicationsFrom(email)).toBe(1);
  });
});
