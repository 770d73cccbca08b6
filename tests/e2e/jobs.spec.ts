import { labels, messages } from '@careers/shared';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { queryRow } from './support/database';
import { releaseJourneyTimeout, waitForPage } from './support/live-site';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });

const text = labels.jobsAdmin;
const said = messages.jobsAdmin;
/** A form field by its exact name: the AI generator's own "Job title" box sits in the same form. */
const field = (dialog: Locator, name: keyof typeof text.fields) =>
  dialog.getByRole('textbox', { name: text.fields[name], exact: true });

// One journey through the Jobs page: a template, an active posting made from it going
// live on the public site, and Close taking it off again.
test('a template, an active posting from it that goes live, closed and gone again', async ({ page }) => {
  test.setTimeout(releaseJourneyTimeout(2));
  const title = `Jobs Journey Controller ${Date.now()}`;
  await page.goto(`${base()}/admin2025/jobs`);
  await expect(page.getByRole('heading', { level: 1, name: said.title })).toBeVisible();
  await expect(page.getByText(said.subtitle)).toBeVisible();
  await expect(
    page.getByRole('tab', { name: new RegExp(`^${text.tabs.active} \\(\\d+( \\+ \\d+ drafts?)?\\)$`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.newTemplate }).click();
  const templateDialog = page.getByRole('dialog', { name: text.newTemplate });
  const generator = templateDialog.getByRole('region', { name: text.generator.heading });
  await generator.getByRole('button', { name: text.generator.generate }).click();
  const alert = page.getByRole('dialog', { name: text.generator.heading });
  await expect(alert).toContainText(said.enterTitleOrDetails);
  await alert.getByRole('button', { name: labels.dialogs.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await field(templateDialog, 'title').fill(title);
  await field(templateDialog, 'department').fill('Finance');
  await field(templateDialog, 'location').fill('Manama, Bahrain');
  await field(templateDialog, 'description').fill('Leads the monthly close of the Manama office.');
  await field(templateDialog, 'responsibilities').fill('- Run the monthly close');
  await field(templateDialog, 'requirements').fill('- Five years in accounting');
  await templateDialog.getByRole('button', { name: text.create }).click();
  await expect(page.getByText(said.templateSaved)).toBeVisible();
  await expect(templateDialog).toHaveCount(0);

  await page.getByRole('tab', { name: new RegExp(`^${text.tabs.templates}`) }).click();
  await expect(page).toHaveURL(/[?&]tab=templates\b/);
  await page.getByRole('article', { name: title }).getByRole('button', { name: text.newPosting }).click();
  const postingDialog = page.getByRole('dialog', { name: text.newPosting });
  await expect(field(postingDialog, 'title')).toHaveValue(title);
  await postingDialog.getByRole('combobox', { name: new RegExp(`^${text.fields.status}`) }).click();
  await page.getByRole('option', { name: text.statuses.active }).click();
  await postingDialog.getByRole('button', { name: text.create }).click();
  await expect(page.getByText(said.postingSaved)).toBeVisible();

  const stored = await queryRow('SELECT document_id FROM job_postings WHERE title = ?', title);
  const documentId = String(stored?.document_id);
  const path = `/jobs/${documentId}/`;
  await waitForPage(page.request, path, 200);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${base()}${path}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await publicPage.close();

  await page.getByRole('tab', { name: new RegExp(`^${text.tabs.active}`) }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', path);
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: text.board })).toHaveAttribute(
    'href',
    `/admin2025/jobs/${documentId}/board`,
  );
  await card.getByRole('button', { name: text.close }).click();
  const confirm = page.getByRole('dialog', { name: text.close });
  await expect(confirm).toContainText(said.confirmClosePosting);
  await confirm.getByRole('button', { name: labels.dialogs.confirm }).click();
  await expect(page.getByText(said.postingClosed)).toBeVisible();
  await expect(card).toHaveCount(0);
  await waitForPage(page.request, path, 404);
  await page.getByRole('tab', { name: new RegExp(`^${text.tabs.closed}`) }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});
