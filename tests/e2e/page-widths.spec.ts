import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { dbTime, queryRow, runSql } from './support/database';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

// Every back-office page fits its window, from a phone to a desktop: nothing scrolls sideways but a
// wide table, inside its own box, with its first column kept in view. The applications list's filters
// make one compact bar, and a 1440 × 900 screen shows the table's first rows without scrolling.
test.use({ storageState: sessionOf('super_admin') });

const WIDTHS = [390, 768, 1280, 1440] as const;

interface Screen {
  path: string;
  /** What shows once the page has its data, so its width is the width it will have. */
  ready(page: Page): Locator;
}

const firstRow = (page: Page) => page.locator('tbody tr').first();
/** The list's first application (a row with its Details button, not a loading placeholder). */
const firstApplication = (page: Page) =>
  page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Details' }) })
    .first();
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function screens(): Promise<Screen[]> {
  const application = await queryRow('SELECT document_id FROM applications ORDER BY created_at DESC');
  const posting = await queryRow(
    "SELECT document_id FROM job_postings WHERE posting_status = 'active' AND published_at IS NOT NULL",
  );
  const settingsTabs = ['content', 'appearance', 'file-upload', 'email', 'general', 'advanced'];
  return [
    { path: '/dashboard', ready: (page) => page.getByRole('heading', { name: 'Top 10 Applicants' }) },
    { path: '/applications', ready: firstApplication },
    { path: '/applications/cv-library', ready: firstRow },
    {
      path: `/applications/${application?.document_id}`,
      ready: (page) => page.getByRole('dialog').getByRole('tab').first(),
    },
    { path: '/jobs', ready: (page) => page.locator('article').first() },
    { path: '/jobs?tab=templates', ready: (page) => page.locator('article').first() },
    { path: `/jobs/${posting?.document_id}/board`, ready: heading(/^Pipeline: /) },
    { path: '/interviews', ready: heading('Interview Agenda') },
    { path: '/hired-staff', ready: firstRow },
    { path: '/benefits', ready: heading('Benefits') },
    { path: '/email-templates', ready: firstRow },
    ...settingsTabs.map((tab) => ({ path: `/settings?tab=${tab}`, ready: heading('Settings') })),
    { path: '/users', ready: firstRow },
    { path: '/roles', ready: firstRow },
    { path: '/users/create', ready: (page: Page) => page.getByLabel('Email').first() },
    { path: '/check-account', ready: heading(/.+/) },
    { path: '/audit-log', ready: firstRow },
  ];
}

/** How far the page reaches past the window's right edge, in pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Long words with no place to break, as real data brings them: an interview's meeting link and its
 * interviewer's e-mail on the agenda, a failed job's error under Settings → Advanced.
 */
async function longValues(page: Page): Promise<void> {
  const batch = await makeApplications(1, { status: 'shortlisted' });
  const application = await queryRow(
    'SELECT document_id FROM applications WHERE full_name = ?',
    `${batch.tag} Applicant 1`,
  );
  const scheduled = await page.request.post(
    `${base()}/api/backoffice/applications/${application?.document_id}/interview`,
    {
      data: {
        scheduled_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        scheduled_time: '10:30',
        duration_minutes: 60,
        location: 'Gulf Horizon HQ, Manama',
        meeting_link: `https://meet.example.com/${'w'.repeat(180)}`,
        interviewer_name: 'Layla Al Mannai',
        interviewer_email: `${'layla'.repeat(10)}.${batch.tag.toLowerCase()}@mail.test`,
      },
    },
  );
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  const now = dbTime(Date.now());
  await runSql(
    `INSERT INTO background_jobs (document_id, kind, run_at, priority, attempts, max_attempts, status, last_error,
       finished_at, created_at, updated_at, published_at) VALUES (?, ?, ?, 0, 5, 5, 'failed', ?, ?, ?, ?, ?)`,
    `widths${batch.tag.toLowerCase()}`.slice(0, 24),
    'site.build',
    now,
    `Error:${'x'.repeat(400)}`,
    now,
    now,
    now,
    now,
  );
}

test('no back-office page is wider than its window at 390, 768, 1280 and 1440 px', async ({ page }) => {
  // Twenty-one pages at four widths: about 25 s alone, longer beside another suite on two cores.
  test.setTimeout(120_000);
  await longValues(page);
  const tooWide: string[] = [];
  for (const screen of await screens()) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(`${base()}/admin2025${screen.path}`);
    await expect(screen.ready(page)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The layout follows the new width in the next frame.
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const past = await overflow(page);
      if (past > 0) tooWide.push(`${screen.path} at ${width} px: ${past} px too wide`);
    }
  }
  expect(tooWide).toEqual([]);
});

test('on a phone the applications table scrolls in its own box and keeps the applicant in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base()}/admin2025/applications`);
  const row = firstApplication(page);
  const applicant = row.locator('td').nth(1);
  await expect(applicant).toBeVisible();
  const box = page.locator('.MuiTableContainer-root').first();
  const before = await applicant.boundingBox();
  await box.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);
  // The row's Details button has come into view; the applicant has not moved.
  await expect(row.getByRole('button', { name: 'Details' })).toBeInViewport();
  expect((await applicant.boundingBox())?.x).toBe(before?.x);
  expect(before?.x).toBeGreaterThan(0);
  expect(await overflow(page)).toBe(0);

  // Its details take the whole screen, and every footer control can be reached, Close included.
  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('tab').first()).toBeVisible();
  expect((await detail.boundingBox())?.width).toBe(390);
  const close = detail.getByRole('button', { name: 'Close', exact: true });
  await close.scrollIntoViewIfNeeded();
  await expect(close).toBeInViewport({ ratio: 1 });
  await close.click();
  await expect(detail).toBeHidden();
});

test('on 1440 × 900 the filters are one compact bar of equal cells, chips under their labels, rows in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const nationality = await queryRow(
    "SELECT nationality FROM applications WHERE nationality <> '' ORDER BY nationality",
  );
  await page.goto(
    `${base()}/admin2025/applications?status=new,reviewed,shortlisted&nationality=${nationality?.nationality}`,
  );
  // The whole first row of the table is on the first screen, its Details button included.
  await expect(firstApplication(page).getByRole('button', { name: 'Details' })).toBeInViewport({ ratio: 1 });

  const filters = [
    'Status',
    'Job Positions',
    'Nationality',
    'AI Score',
    'Interview Score',
    'Applied',
    'Archive Status',
  ];
  const widths = await Promise.all(
    filters.map(async (name) => (await filterBox(page, name).boundingBox())?.width ?? 0),
  );
  expect(Math.min(...widths)).toBeGreaterThan(140);
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(2);

  // Chosen values are chips, and the small label sits above them, never over them.
  const status = filterBox(page, 'Status');
  await expect(status.locator('.MuiChip-root')).toHaveCount(3);
  const label = await status.locator('label').boundingBox();
  for (const chip of await status.locator('.MuiChip-root').all()) {
    const chipBox = await chip.boundingBox();
    expect((label?.y ?? 0) + (label?.height ?? 0)).toBeLessThanOrEqual(chipBox?.y ?? 0);
  }
});

/** A filter of the bar, by its label. */
const filterBox = (page: Page, label: string) =>
  page.locator('.MuiFormControl-root').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
