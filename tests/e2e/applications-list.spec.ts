import { expect, type Page, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { dbFlag, queryRow } from './support/database';
import { newestMail } from './support/mailbox';
import { sessionOf } from './support/sessions';
import { base } from './support/system';
import { startInTheme } from './support/theme';

test.use({ storageState: sessionOf('super_admin') });

const list = (page: Page, search = '') => page.goto(`${base()}/admin2025/applications${search}`);
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function chooseIn(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('the applications list', () => {
  test('12 pages: first, last, two either side, with gaps; a filter change goes back to page 1', async ({ page }) => {
    const batch = await makeApplications(240);
    await list(page, `?q=${batch.tag}&page=6`);
    await expect(page.getByText('Showing 101 to 120 of 240 applications')).toBeVisible();
    const buttons = pagination(page).getByRole('button');
    await expect(buttons).toHaveText(['First', 'Previous', '1', '4', '5', '6', '7', '8', '12', 'Next', 'Last']);
    await expect(pagination(page).getByText('…')).toHaveCount(2);
    await expect(page.getByText(`${batch.tag} Applicant 101`, { exact: true })).toBeVisible();

    await pagination(page).getByRole('button', { name: 'Last' }).click();
    await expect(page).toHaveURL(/[?&]page=12\b/);
    await expect(buttons).toHaveText(['First', 'Previous', '1', '10', '11', '12', 'Next', 'Last']);

    await chooseIn(page, 'AI Score', 'Medium (60-79)');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/[?&]ai=medium\b/);
    await expect(page.getByText('Showing 1 to 20 of 240 applications')).toBeVisible();
  });

  test('filter combinations survive a reload', async ({ page }) => {
    const batch = await makeApplications(3, { nationality: 'Kuwait', ai_score: 85 });
    await list(page, `?q=${batch.tag}`);
    await expect(page.getByText('Showing 1 to 3 of 3 applications')).toBeVisible();
    await chooseIn(page, 'Status', 'New');
    await chooseIn(page, 'AI Score', 'High (80-100)');
    await page.getByRole('combobox', { name: 'Applied' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await page.getByRole('combobox', { name: 'Archive Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/status=new&.*ai=high&applied=last_7_days&archive=all/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('New');
    await expect(page.getByRole('combobox', { name: 'AI Score' })).toHaveText('High (80-100)');
    await expect(page.getByRole('combobox', { name: 'Applied' })).toHaveText('Last 7 days');
    await expect(page.getByRole('combobox', { name: 'Archive Status' })).toHaveText('All');
    await expect(page.getByText(`${batch.tag} Applicant 2`, { exact: true })).toBeVisible();

    await chooseIn(page, 'Interview Score', 'Scored');
    await expect(page).toHaveURL(/interview=scored/);
    await expect(page.getByText('No applications found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/admin2025\/applications$/);
  });

  test('a status set from the list: rejected archives the row, reviewed keeps it', async ({ page }) => {
    const batch = await makeApplications(2);
    await list(page, `?q=${batch.tag}`);
    const first = rowOf(page, `${batch.tag} Applicant 1`);
    await first.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Reviewed' }).click();
    await expect(first.getByRole('combobox')).toHaveText('Reviewed');

    const second = rowOf(page, `${batch.tag} Applicant 2`);
    await second.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(second).toHaveCount(0);
    await expect(page.getByText('Showing 1 to 1 of 1 applications')).toBeVisible();
    const stored = await queryRow(
      'SELECT status, is_archived FROM applications WHERE full_name = ?',
      `${batch.tag} Applicant 2`,
    );
    expect(stored?.status).toBe('rejected');
    expect([true, 1]).toContain(stored?.is_archived);

    await page.getByRole('combobox', { name: 'Archive Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await expect(rowOf(page, `${batch.tag} Applicant 2`).getByRole('combobox')).toHaveText('Rejected');
  });

  test('Reject with Email reports how many e-mails were sent', async ({ page }) => {
    const batch = await makeApplications(3);
    const asked = Date.now();
    await list(page, `?q=${batch.tag}`);
    await page.getByRole('checkbox', { name: `Select ${batch.tag} Applicant 1` }).check();
    await page.getByRole('checkbox', { name: `Select ${batch.tag} Applicant 3` }).check();
    await page.getByRole('button', { name: 'Reject with Email' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send Rejection Emails' });
    await confirm.getByRole('button', { name: 'Send Rejection Emails' }).click();
    const result = page.getByRole('dialog', { name: 'Rejection Emails Sent' });
    await expect(result).toContainText('Success:2');
    await expect(result).toContainText('Failed:0');
    await result.getByRole('button', { name: 'OK' }).click();
    // Rejected from the list is archived (the list's rule): those rows leave the Active view, each
    // applicant e-mailed; the one not chosen is untouched.
    await expect(rowOf(page, `${batch.tag} Applicant 1`)).toHaveCount(0);
    await expect(rowOf(page, `${batch.tag} Applicant 3`)).toHaveCount(0);
    await expect(page.getByText('Showing 1 to 1 of 1 applications')).toBeVisible();
    await expect(rowOf(page, `${batch.tag} Applicant 2`).getByRole('combobox')).toHaveText('New');
    for (const n of [1, 3]) {
      const stored = await queryRow(
        'SELECT status, is_archived FROM applications WHERE full_name = ?',
        `${batch.tag} Applicant ${n}`,
      );
      expect(stored?.status).toBe('rejected');
      expect(dbFlag(stored?.is_archived)).toBe(true);
      const mail = await newestMail(`${batch.tag.toLowerCase()}.${n}@mail.test`, '', asked);
      expect(mail.text).toContain(`${batch.tag} Applicant ${n}`);
    }
  });

  test('without a selection the bulk actions say No Selection', async ({ page }) => {
    const batch = await makeApplications(1);
    await list(page, `?q=${batch.tag}`);
    await page.getByRole('button', { name: 'Download CVs' }).click();
    await expect(page.getByRole('dialog', { name: 'No Selection' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  test('the list and the CV Library have no violations, dark and light', async ({ page }) => {
    // Four pages loaded and four axe runs on a shared two-core machine.
    test.setTimeout(120_000);
    await startInTheme(page, 'dark');
    // Every score colour, the DUPLICATE badge and an interview chip are on the page.
    const batch = await makeApplications(3, {
      ai_score: (n) => [92, 70, 30][n - 1] ?? null,
      interview_score: 6,
      is_duplicate_applicant: true,
    });
    for (const path of [`?q=${batch.tag}`, `/cv-library?q=${batch.tag}`]) {
      await list(page, path);
      await expect(page.getByText(`${batch.tag} Applicant 1`, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      // The choice is saved for the admin; a reload shows the page in it, without the button's tooltip.
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
      await expect(page.getByText(`${batch.tag} Applicant 1`, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, { coloursOnly: true });
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    }
  });
});
