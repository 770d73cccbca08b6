import { labels, messages, OFFLINE_SCORER_VERSION } from '@careers/shared';
import { expect, type Page, test } from '@playwright/test';
import { scoredByOlderRules } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { rescoreAfterUpgrade } from './support/control';
import { queryRow } from './support/database';
import { RELEASE_TIMEOUT_MS, releaseJourneyTimeout } from './support/live-site';
import { insertPosting } from './support/recruitment-rows';
import { ACCOUNTS, sessionOf } from './support/sessions';
import { base } from './support/system';
import { startInTheme } from './support/theme';

test.use({ storageState: sessionOf('super_admin') });

const text = labels.settings;
const openTab = (page: Page, tab: string) => page.goto(`${base()}/admin2025/settings?tab=${tab}`);

test('Settings: a General value saved and kept, the theme kept per admin, Rebuild now in the build history, axe on each tab', async ({
  page,
}) => {
  // Rebuild now's build may wait behind another journey's build before it starts.
  test.setTimeout(releaseJourneyTimeout(1));
  const before = await page.request.get(`${base()}/api/backoffice/settings`);
  const stored = ((await before.json()) as { data: { max_applications_per_job: number } }).data;
  const next = stored.max_applications_per_job === 5000 ? 5001 : 5000;
  await startInTheme(page, 'dark');
  try {
    // General: change, save, reload, still there. Axe runs on each tab in the dark theme.
    await openTab(page, 'general');
    const limit = page.getByLabel(text.fields.max_applications_per_job);
    await expect(limit).toHaveValue(String(stored.max_applications_per_job));
    await expectNoAxeViolations(page);
    await limit.fill(String(next));
    await page.getByRole('button', { name: text.saveSettings }).click();
    await expect(page.getByText(messages.settings.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.fields.max_applications_per_job)).toHaveValue(String(next));

    for (const tab of ['file-upload', 'email']) {
      await openTab(page, tab);
      await expect(page.getByRole('button', { name: text.saveSettings })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // Advanced: the OpenAI key card, then the site's builds and background work. Rebuild now's build
    // appears in the history with its status, as the card follows it.
    await openTab(page, 'advanced');
    await expect(page.getByText(`${text.siteBuilds.live}:`)).toBeVisible();
    await page.getByRole('button', { name: text.siteBuilds.rebuild }).click();
    await expect(page.getByText(messages.settings.rebuildRequested)).toBeVisible();
    const ours = page
      .getByRole('table', { name: text.siteBuilds.title })
      .getByRole('row')
      .filter({ hasText: `rebuild by ${ACCOUNTS.super_admin.email}` })
      .first();
    const started = [text.siteBuilds.status.running, text.siteBuilds.status.succeeded, text.siteBuilds.status.failed];
    await expect(ours.getByText(new RegExp(`^(${started.join('|')})$`))).toBeVisible({ timeout: RELEASE_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: text.backgroundWork.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // Appearance: light, kept after a reload, and the app bar's switch agrees.
    await openTab(page, 'appearance');
    await expect(page.getByRole('radio', { name: labels.theme.dark })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: labels.theme.light }).check();
    await expect(page.getByText(messages.settings.themeSaved(labels.theme.light))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: labels.theme.light })).toBeChecked();
    await expect(page.getByRole('button', { name: labels.backOffice.switchTheme('dark') })).toBeVisible();
  } finally {
    // The demo admin and settings go back as they were, for the journeys after this one.
    await startInTheme(page, 'dark');
    await page.request.put(`${base()}/api/backoffice/settings`, {
      data: { max_applications_per_job: stored.max_applications_per_job },
    });
  }
});

test('Settings → Advanced: the scores an older scorer made are recomputed, and the card follows them to the end', async ({
  page,
}) => {
  const posting = await insertPosting();
  const ids = await scoredByOlderRules(posting.rowId, ['accountant.pdf', 'accountant.pdf']);

  await rescoreAfterUpgrade();
  await openTab(page, 'advanced');
  await expect(page.getByRole('heading', { name: text.backgroundWork.rescoring })).toBeVisible();
  // The card polls while the batch runs; the workers finish it.
  await expect(page.getByText(messages.scoring.progress(2, 2, 2, 0))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(text.backgroundWork.rescoringDone)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: text.backgroundWork.rescoring })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  for (const id of ids) {
    const stored = await queryRow('SELECT ai_model, ai_scored_at FROM applications WHERE document_id = ?', id);
    expect(stored?.ai_model).toBe(OFFLINE_SCORER_VERSION);
    expect(stored?.ai_scored_at).not.toBeNull();
  }
  await expectNoAxeViolations(page);
});
