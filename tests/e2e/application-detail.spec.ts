import { expect as baseExpect, type Page, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { queryRow, runSql } from './support/database';
import { sessionOf } from './support/sessions';
import { base } from './support/system';
import { startInTheme } from './support/theme';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const admin = (page: Page, path: string) => page.goto(`${base()}/admin2025${path}`);
const dialogOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function idOf(name: string): Promise<string> {
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  if (typeof row?.document_id !== 'string') throw new Error(`no application named ${name}`);
  return row.document_id;
}

/** What scoring would have stored: parsed CV, breakdown, insights, screening answers (no screen writes them). */
async function giveResults(id: string): Promise<void> {
  const changed = await runSql(
    `UPDATE applications SET cv_parsed_data = ?, ai_score_breakdown = ?, ai_insights = ?, screening_answers = ?,
       ai_summary = ?, ai_scoring_method = ?, ai_scoring_status = ? WHERE document_id = ?`,
    JSON.stringify({
      skills: ['TypeScript', 'React'],
      education: ['BSc Computer Science'],
      experience: [],
      languages: ['Arabic'],
    }),
    JSON.stringify({ requirements_match: { score: 28, max: 35, reason: 'Most requirements met' } }),
    JSON.stringify({
      keyHighlights: {
        totalSkills: 2,
        technicalSkills: 2,
        softSkills: 0,
        experience: 6,
        certifications: 0,
        languages: 1,
        jobRelevanceMatch: 80,
      },
      strengths: ['React'],
      concerns: 'Little backend work',
      recommendations: ['Technical interview'],
    }),
    JSON.stringify({ '0': 'Five years of React' }),
    'A strong frontend engineer.',
    'offline',
    'scored',
    id,
  );
  expect(changed).toBe(1);
}

test.describe('the application detail dialog', () => {
  test('opens from the list with its own URL; each tab is deep-linked; Close returns to the list', async ({ page }) => {
    const batch = await makeApplications(2);
    const name = `${batch.tag} Applicant 1`;
    const id = await idOf(name);
    await giveResults(id);
    await admin(page, `/applications?q=${batch.tag}`);
    await rowOf(page, name).getByRole('button', { name: 'Details' }).click();
    await expect(page).toHaveURL(`${base()}/admin2025/applications/${id}?q=${batch.tag}`);
    const dialog = dialogOf(page, name);
    await expect(dialog.getByText(`Reference ID: GH-${batch.tag.toUpperCase()}-1`)).toBeVisible();
    await expect(dialog.getByText('Applying for: N/A')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Contact Info' })).toBeVisible();

    const tabs: [string, string, string][] = [
      ['cv-details', 'CV Details', 'BSc Computer Science'],
      ['screening', 'Screening', 'Five years of React'],
      ['ai-analysis', 'AI Analysis', 'Most requirements met'],
      ['timeline', 'Timeline', 'No history yet'],
      ['overview', 'Overview', 'A strong frontend engineer.'],
    ];
    for (const [path, tab, shows] of tabs) {
      await admin(page, `/applications/${id}/${path}?q=${batch.tag}`);
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByText(shows).first()).toBeVisible();
    }
    await dialog.getByRole('tab', { name: 'Screening' }).click();
    await expect(page).toHaveURL(`${base()}/admin2025/applications/${id}/screening?q=${batch.tag}`);
    await expect(dialog.getByText('Question 1')).toBeVisible();
    // An application without results shows the product's empty texts.
    const other = await idOf(`${batch.tag} Applicant 2`);
    await admin(page, `/applications/${other}/screening?q=${batch.tag}`);
    await expect(page.getByText('No screening answers available')).toBeVisible();
    await admin(page, `/applications/${other}/ai-analysis?q=${batch.tag}`);
    await expect(page.getByText('No AI insights available')).toBeVisible();
    await admin(page, `/applications/${id}/overview?q=${batch.tag}`);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${base()}/admin2025/applications?q=${batch.tag}`);
    await expect(page.getByText(`${batch.tag} Applicant 2`, { exact: true })).toBeVisible();
  });

  test('keyboard triage: j and k move through the filtered, sorted list across the page edge', async ({ page }) => {
    // 25 applications, newest first: with 20 a page, Applicant 21 is the first of page 2.
    const batch = await makeApplications(25);
    const id = await idOf(`${batch.tag} Applicant 19`);
    await admin(page, `/applications/${id}?q=${batch.tag}`);
    await expect(dialogOf(page, `${batch.tag} Applicant 19`).getByText('19 of 25')).toBeVisible();
    await page.keyboard.press('j');
    await expect(dialogOf(page, `${batch.tag} Applicant 20`).getByText('20 of 25')).toBeVisible();
    await page.keyboard.press('j');
    const onPageTwo = dialogOf(page, `${batch.tag} Applicant 21`);
    await expect(onPageTwo.getByText('21 of 25')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.keyboard.press('k');
    // j needs 20's own neighbours: wait until its position shows, whatever an earlier visit left cached.
    await expect(dialogOf(page, `${batch.tag} Applicant 20`).getByText('20 of 25')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.keyboard.press('j');
    await onPageTwo.getByRole('button', { name: 'Close' }).click();
    // Close lands on the page j went to.
    await expect(page.getByText('Showing 21 to 25 of 25 applications')).toBeVisible();

    // Sorted by name ascending, the order is the list's: Applicant 1, 10, 11 ...
    const first = await idOf(`${batch.tag} Applicant 1`);
    await admin(page, `/applications/${first}?q=${batch.tag}&sort=full_name&order=ASC`);
    await expect(dialogOf(page, `${batch.tag} Applicant 1`).getByText('1 of 25')).toBeVisible();
    await page.keyboard.press('j');
    await expect(dialogOf(page, `${batch.tag} Applicant 10`)).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
});

/** A date in Bahrain (UTC+3, no daylight saving) `days` from today, as the date field takes it. */
const bahrainDate = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The application's e-mails waiting or done in the outbox, by template. */
async function outboxOf(id: string, template: string) {
  return queryRow(
    'SELECT status, send_at, recipient FROM email_outbox WHERE application_id = ? AND template_key = ? ORDER BY id DESC',
    id,
    template,
  );
}

test.describe('the detail dialog’s actions', () => {
  test('schedules the rejection e-mail at the chosen Bahrain time; a later status change cancels it', async ({
    page,
  }) => {
    const batch = await makeApplications(1);
    const name = `${batch.tag} Applicant 1`;
    const id = await idOf(name);
    await admin(page, `/applications/${id}?q=${batch.tag}`);
    const dialog = dialogOf(page, name);
    await expect(dialog.getByRole('button', { name: 'Schedule Interview' })).toBeEnabled();

    await page.keyboard.press('r');
    const panel = dialog.getByRole('region', { name: 'Schedule Rejection Email' });
    await panel.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expect(panel.getByText('Please select date and time')).toBeVisible();
    const date = bahrainDate(2);
    await panel.getByLabel('Date').fill(date);
    await panel.getByLabel('Time').fill('10:30');
    await panel.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expect(panel).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Resend Rejection Email' })).toBeVisible();

    const waiting = await outboxOf(id, 'rejection');
    expect(waiting?.status).toBe('pending');
    expect(new Date(waiting?.send_at as string | number).toISOString()).toBe(
      new Date(`${date}T10:30:00+03:00`).toISOString(),
    );
    expect((await queryRow('SELECT status FROM applications WHERE document_id = ?', id))?.status).toBe('rejected');
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    // The timeline's entry, not the line under the tabs that says when the rejection e-mail goes.
    await expect(dialog.getByText(/^E-mail scheduled — /)).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Change Status' }).click();
    await page.getByRole('option', { name: 'Reviewed' }).click();
    await expect(dialog.getByRole('button', { name: 'Reject & Email' })).toBeVisible();
    expect((await outboxOf(id, 'rejection'))?.status).toBe('cancelled');
    await expect(dialog.getByText(/^E-mail cancelled — /)).toBeVisible();
  });

  test('Change Status, Shortlist and Score Interview change the application and its timeline', async ({ page }) => {
    const batch = await makeApplications(1);
    const name = `${batch.tag} Applicant 1`;
    const id = await idOf(name);
    await admin(page, `/applications/${id}?q=${batch.tag}`);
    const dialog = dialogOf(page, name);

    await dialog.getByRole('combobox', { name: 'Change Status' }).click();
    await page.getByRole('option', { name: 'Reviewed' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Change Status' })).toHaveText('Reviewed');
    await expect
      .poll(async () => (await queryRow('SELECT status FROM applications WHERE document_id = ?', id))?.status)
      .toBe('reviewed');

    await dialog.getByRole('button', { name: 'Shortlist' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Change Status' })).toHaveText('Shortlisted');
    await expect(dialog.getByRole('button', { name: 'Shortlist' })).toBeDisabled();
    expect((await queryRow('SELECT status FROM applications WHERE document_id = ?', id))?.status).toBe('shortlisted');

    await dialog.getByRole('button', { name: 'Score Interview' }).click();
    const scoring = page.getByRole('dialog', { name: 'Score Interview' });
    await scoring.getByLabel('Score (0-10)').fill('11');
    await scoring.getByLabel('Interview feedback').fill('Clear and thorough');
    await scoring.getByRole('button', { name: 'Save Score' }).click();
    await expect(scoring.getByText('Score must be between 0 and 10')).toBeVisible();
    await scoring.getByLabel('Score (0-10)').fill('8');
    await scoring.getByRole('button', { name: 'Save Score' }).click();
    await expect(scoring).toHaveCount(0);
    await expect(dialog.getByText('8/10')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Score' })).toBeVisible();
    const scored = await queryRow(
      'SELECT status, interview_score, interview_feedback FROM applications WHERE document_id = ?',
      id,
    );
    expect(scored).toMatchObject({
      status: 'interviewed',
      interview_score: 8,
      interview_feedback: 'Clear and thorough',
    });

    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await expect(dialog.getByText('Status: new → reviewed', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Status: reviewed → shortlisted', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Status: shortlisted → interviewed', { exact: false })).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Change Status' }).click();
    await page.getByRole('option', { name: 'Hired' }).click();
    // Hired by status alone, without a hire (Hire Candidate): the congratulations e-mail goes, its
    // start date to be confirmed, and the server's answer says so, verbatim.
    const notice = page.getByRole('dialog', { name: 'Change Status' });
    await expect(notice).toContainText('Status updated to hired and congratulations email sent successfully!');
    expect(['pending', 'sending', 'sent']).toContain((await outboxOf(id, 'hiring_congratulations'))?.status);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Candidate Hired')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Hire Candidate' })).toHaveCount(0);
    expect((await queryRow('SELECT status, hired FROM applications WHERE document_id = ?', id))?.status).toBe('hired');
  });
});

test.describe('accessibility (axe)', () => {
  /** Each tab with a text that shows its content has loaded. */
  const TABS: [string, string][] = [
    ['Overview', 'A strong frontend engineer.'],
    ['CV Details', 'BSc Computer Science'],
    ['Screening', 'Five years of React'],
    ['AI Analysis', 'Most requirements met'],
    ['Timeline', 'No history yet'],
  ];

  test('the detail dialog has no violations on each tab, in the dark theme and (colours) in the light', async ({
    page,
  }) => {
    // Ten analyses on a shared, busy machine.
    test.setTimeout(150_000);
    await startInTheme(page, 'dark');
    const batch = await makeApplications(1);
    const name = `${batch.tag} Applicant 1`;
    const id = await idOf(name);
    await giveResults(id);
    await admin(page, `/applications?q=${batch.tag}`);
    const dialog = dialogOf(page, name);
    for (const theme of ['dark', 'light'] as const) {
      await rowOf(page, name).getByRole('button', { name: 'Details' }).click();
      for (const [tab, shows] of TABS) {
        await dialog.getByRole('tab', { name: tab }).click();
        await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(dialog.getByText(shows).first()).toBeVisible();
        await expectNoAxeViolations(page, { include: '[role="dialog"]', coloursOnly: theme === 'light' });
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      const other = theme === 'dark' ? 'light' : 'dark';
      await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
      await expect(page.getByRole('button', { name: `Switch to ${theme} theme` })).toBeVisible();
    }
  });
});
