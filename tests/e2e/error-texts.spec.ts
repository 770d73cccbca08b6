import { messages } from '@careers/shared/client';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { makeApplications, storeCv } from './support/applications';
import { queryRow } from './support/database';
import { type Failure, failEachWay } from './support/failures';
import { openFooterDialog } from './support/footer-dialogs';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

// The error catalogue: each failure reads the
// product's words whether the network drops the call or the server fails it, never a browser's or a
// server's status text. The calls are failed in the browser; everything else is the real system.
const expect = baseExpect.configure({ timeout: 15_000 });
const RAW_TEXTS = /Failed to fetch|Internal Server Error|NetworkError/;

/** `where` shows `text` and none of the raw texts a failure used to leak. */
async function expectSaid(where: Locator, text: string): Promise<void> {
  await expect(where.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(where.getByText(RAW_TEXTS)).toHaveCount(0);
}

/** A notice dialog named `title` says `text`; OK closes it. */
async function expectNotice(page: Page, title: string, text: string): Promise<void> {
  const notice = page.getByRole('dialog', { name: title });
  await expectSaid(notice, text);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
}

/**
 * A snackbar says `text` (over a form dialog too, whose page is then hidden from the accessibility
 * tree); Escape closes it, and the dialog, so the next failure shows afresh.
 */
async function expectSnackbar(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: RAW_TEXTS })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
}

/** The outcome dialog over a form says `text`; OK closes it and the form stays for another try. */
async function expectOutcome(page: Page, text: string): Promise<void> {
  const outcome = page.getByRole('dialog').filter({ hasText: text });
  await expectSaid(outcome, text);
  await outcome.getByRole('button', { name: 'OK' }).click();
  await expect(outcome).toBeHidden();
}

const DAY = 86_400_000;

/** An application of its own, with a CV, listed alone and selected. */
async function selectedApplication(page: Page, status = 'new'): Promise<{ name: string; id: string }> {
  const batch = await makeApplications(1, { status });
  const name = `${batch.tag} Applicant 1`;
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  const id = String(row?.document_id);
  await storeCv(id, makePdf([`CV of ${name}`]), 'pdf');
  await page.goto(`${base()}/admin2025/applications?q=${batch.tag}`);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  return { name, id };
}

test.describe('the back office', () => {
  test.use({ storageState: sessionOf('super_admin') });

  test('Download CVs: Download Failed', async ({ page }) => {
    await selectedApplication(page);
    await failEachWay(
      page,
      { url: '**/api/backoffice/applications/cv-archive**', method: 'POST' },
      () => page.getByRole('button', { name: 'Download CVs' }).click(),
      () => expectNotice(page, messages.applications.downloadFailed, messages.applications.downloadFailedAll),
    );
  });

  test('Run AI Analysis: Analysis Failed', async ({ page }) => {
    await selectedApplication(page);
    await failEachWay(
      page,
      { url: '**/api/backoffice/applications/analysis', method: 'POST' },
      async () => {
        await page.getByRole('button', { name: 'Run AI Analysis' }).click();
        await page
          .getByRole('dialog', { name: 'Run AI Analysis' })
          .getByRole('button', { name: 'Run AI Analysis' })
          .click();
      },
      () => expectNotice(page, messages.applications.analysisFailed, messages.applicationsList.analysisFailed),
    );
  });

  test('Reject with Email: Error', async ({ page }) => {
    await selectedApplication(page);
    await failEachWay(
      page,
      { url: '**/api/backoffice/applications/bulk/reject', method: 'POST' },
      async () => {
        await page.getByRole('button', { name: 'Reject with Email' }).click();
        await page.getByRole('dialog', { name: 'Send Rejection Emails' }).getByRole('button', { name: /Send/ }).click();
      },
      () => expectNotice(page, messages.applications.error, messages.applicationsList.rejectFailed),
    );
  });

  test('Download CV in the detail dialog: Error downloading CV', async ({ page }) => {
    const { name, id } = await selectedApplication(page);
    await page.goto(`${base()}/admin2025/applications/${id}`);
    const detail = page.getByRole('dialog', { name });
    await failEachWay(
      page,
      { url: `**/api/backoffice/applications/${id}/cv`, method: 'GET' },
      () => detail.getByRole('button', { name: 'Download CV' }).click(),
      () => expectSnackbar(page, messages.applications.cvDownloadError),
    );
  });

  test('Score Interview: Failed to save interview score', async ({ page }) => {
    const { name, id } = await selectedApplication(page, 'interviewed');
    await page.goto(`${base()}/admin2025/applications/${id}`);
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Score Interview' }).click();
    const scoring = page.getByRole('dialog', { name: 'Score Interview' });
    await scoring.getByLabel('Score (0-10)').fill('7');
    await scoring.getByLabel('Interview feedback').fill('Clear answers on month-end reporting.');
    await failEachWay(
      page,
      { url: `**/api/backoffice/applications/${id}/interview-score`, method: 'POST' },
      () => scoring.getByRole('button', { name: 'Save Score' }).click(),
      () => expectSaid(scoring, messages.applications.failedToSaveScore(messages.common.noAnswer)),
    );
  });

  test('Schedule Interview: Failed to schedule interview', async ({ page }) => {
    const { documentId, form } = await openFooterDialog(page, 'shortlisted', 'Schedule Interview');
    await form.getByLabel(/^Date/).fill(new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10));
    await form.getByLabel(/^Time/).fill('10:30');
    await form.getByLabel(/^Location/).fill('Gulf Horizon HQ, Manama');
    await form.getByLabel(/^Interviewer name/).fill('Layla Al Mannai');
    await form.getByLabel(/^Interviewer e-mail/).fill('layla.failures@mail.test');
    await failEachWay(
      page,
      { url: `**/api/backoffice/applications/${documentId}/interview`, method: 'POST' },
      () => form.getByRole('button', { name: 'Schedule', exact: true }).click(),
      () => expectOutcome(page, messages.interviews.scheduleFailed),
    );
  });

  test('Hire Candidate: Failed to process hire', async ({ page }) => {
    const { documentId, form } = await openFooterDialog(page, 'interviewed', 'Hire Candidate');
    await form.getByLabel(/^Start Date/).fill(new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10));
    await form.getByLabel(/^Salary Amount/).fill('1250.50');
    await form.getByLabel(/^Department/).fill('Finance');
    await failEachWay(
      page,
      { url: `**/api/backoffice/applications/${documentId}/hire`, method: 'POST' },
      () => form.getByRole('button', { name: 'Hire', exact: true }).click(),
      () => expectOutcome(page, messages.hiring.hireFailed),
    );
  });

  test('the template generator: Failed to generate job description', async ({ page }) => {
    await page.goto(`${base()}/admin2025/jobs`);
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'New Template' }).click();
    const generator = page
      .getByRole('dialog', { name: 'New Template' })
      .getByRole('region', { name: 'Generate with AI' });
    await generator.getByRole('textbox', { name: 'Job title', exact: true }).fill('Treasury Analyst');
    await failEachWay(
      page,
      { url: '**/api/backoffice/job-templates/generate', method: 'POST' },
      () => generator.getByRole('button', { name: 'Generate', exact: true }).click(),
      () => expectSaid(generator, messages.jobsAdmin.generateFailed),
    );
  });

  test('admin users: create, e-mail, password and status failures read the product’s words', async ({ page }) => {
    // An account of its own to fail changes on (the signed-in admin's own asks for the current password).
    const roles = (await (await page.request.get(`${base()}/api/backoffice/roles`)).json()) as { id: string }[];
    const created = await page.request.post(`${base()}/api/backoffice/users`, {
      data: {
        email: `failures.${Date.now()}@gulfhorizon.test`,
        full_name: 'Failure Reader',
        password: 'a long enough password',
        role_id: roles[0]?.id,
      },
    });
    expect(created.status()).toBe(201);
    const other = (await created.json()) as { id: string };
    await page.goto(`${base()}/admin2025/users/${other?.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Admin User' })).toBeVisible();
    const account = (action: string) => ({ url: `**/api/backoffice/users/*/${action}`, method: 'POST' });

    await failEachWay(
      page,
      account('active'),
      () => page.getByRole('button', { name: /^(Activate|Deactivate)$/ }).click(),
      () => expectSnackbar(page, messages.users.statusUpdateFailed),
    );

    const emailForm = page.getByRole('dialog', { name: 'Change Email' });
    await failEachWay(
      page,
      account('email'),
      async () => {
        await page.getByRole('button', { name: 'Change Email' }).click();
        await emailForm.getByLabel('New email').fill(`moved.${Date.now()}@gulfhorizon.test`);
        await emailForm.getByRole('button', { name: 'Update Email' }).click();
      },
      () => expectSnackbar(page, messages.users.errorPrefix(messages.users.updateEmailFailed)),
    );

    const passwordForm = page.getByRole('dialog', { name: 'Reset Password' });
    await failEachWay(
      page,
      account('password'),
      async () => {
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await passwordForm.getByLabel('New password').fill('Vivid harbour lantern 2026');
        await passwordForm.getByLabel('Confirm password').fill('Vivid harbour lantern 2026');
        await passwordForm.getByRole('button', { name: 'Update Password' }).click();
      },
      () => expectSnackbar(page, messages.users.errorPrefix(messages.users.updatePasswordFailed)),
    );

    await page.goto(`${base()}/admin2025/users/create`);
    await page.getByLabel('Email').fill(`never.${Date.now()}@gulfhorizon.test`);
    await page.getByLabel('Full name').fill('Never Created');
    await page.getByRole('textbox', { name: 'Password' }).fill('a long enough password');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'viewer' }).click();
    await failEachWay(
      page,
      { url: '**/api/backoffice/users', method: 'POST' },
      () => page.getByRole('button', { name: 'Save' }).click(),
      () => expectSnackbar(page, messages.users.errorPrefix(messages.users.createFailed)),
    );
  });

  test('settings and the theme: Error saving settings, Failed to update theme preference', async ({ page }) => {
    await page.goto(`${base()}/admin2025/settings?tab=general`);
    const save = page.getByRole('button', { name: 'Save Settings' });
    await expect(save).toBeVisible();
    await failEachWay(
      page,
      { url: '**/api/backoffice/settings', method: 'PUT' },
      () => save.click(),
      () => expectSnackbar(page, messages.settings.saveFailed),
    );
    await failEachWay(
      page,
      { url: '**/api/admin-auth/me/theme', method: 'PUT' },
      () => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click(),
      () => expectSnackbar(page, messages.settings.themeUpdateFailed),
    );
  });

  test('e-mail templates: Error saving template, Failed to send email', async ({ page }) => {
    await page.goto(`${base()}/admin2025/email-templates`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const editor = page.getByRole('dialog', { name: /^Edit Template: / });
    await failEachWay(
      page,
      { url: /\/api\/backoffice\/email-templates\/[^/]+$/, method: 'PUT' },
      () => editor.getByRole('button', { name: 'Save Template' }).click(),
      () => expectNotice(page, 'Save template', messages.settings.templateSaveFailed),
    );
    await editor.getByLabel('Send a test to').fill('hr.test@gulfhorizon.test');
    await failEachWay(
      page,
      { url: '**/api/backoffice/email-templates/*/test', method: 'POST' },
      () => editor.getByRole('button', { name: 'Send Test' }).click(),
      () => expectNotice(page, 'Test e-mail', messages.settings.sendEmailFailed),
    );
  });
});

test.describe('signing in', () => {
  test('the password step, Forgot Password and the reset link read the product’s words', async ({ page }) => {
    await page.goto(`${base()}/admin2025/login`);
    await page.getByLabel('Email').fill('admin@gulfhorizon.bh');
    await page.getByLabel('Password').fill('Admin2025!careers');
    const signInFailure: Record<Failure, string> = {
      network: messages.signIn.unexpectedError(messages.common.noAnswer),
      server: messages.signIn.authenticationFailed,
    };
    await failEachWay(
      page,
      { url: '**/api/admin-auth/password', method: 'POST' },
      () => page.getByRole('button', { name: 'Sign In' }).click(),
      (failure) => expectSaid(page.locator('body'), signInFailure[failure]),
    );

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await failEachWay(
      page,
      { url: '**/api/admin-auth/forgot-password', method: 'POST' },
      () => page.getByRole('button', { name: 'Send Reset Link' }).click(),
      () => expectSaid(page.locator('body'), messages.signIn.forgotPasswordFailed),
    );

    await page.goto(`${base()}/admin2025/reset-password?token=${'a'.repeat(64)}`);
    await page.getByLabel('New password').fill('Vivid harbour lantern 2026');
    await page.getByLabel('Confirm password').fill('Vivid harbour lantern 2026');
    await failEachWay(
      page,
      { url: '**/api/admin-auth/reset-password', method: 'POST' },
      () => page.getByRole('button', { name: 'Set New Password' }).click(),
      () => expectSaid(page.locator('body'), messages.signIn.resetFailed),
    );
  });
});
