import { expect, type Page, test } from '@playwright/test';
import {
  type ApplicationRow,
  insertApplication,
  insertPosting,
  type MadeApplication,
} from './support/recruitment-rows';
import { sessionOf } from './support/sessions';
import { base } from './support/system';
import { expectNoAxeViolationsInBothThemes, startInTheme } from './support/theme';

test.use({ storageState: sessionOf('super_admin') });

const DAY = 86_400_000;
const HOUR = 3_600_000;
const FUNNEL = ['applied', 'reviewed', 'shortlisted', 'interviewed', 'hired'];
const FUNNEL_LABELS = ['Applied', 'Reviewed', 'Shortlisted', 'Interviewed', 'Hired'];

const dashboard = (page: Page, jobId?: string) =>
  page.goto(`${base()}/admin2025/dashboard${jobId ? `?job=${jobId}` : ''}`);
const bahrainDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bahrain',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
const tile = (page: Page, list: string, label: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByTestId('figure-value');

// One posting's twelve applications: scores around the colour and star thresholds, every status,
// histories of different lengths, spread over the last six days.
function candidates(now: number): ApplicationRow[] {
  const at = (days: number, hours = 0) => now - days * DAY + hours * HOUR;
  return [
    { status: 'new', ai_score: 95, createdAt: at(0, -1), steps: [] },
    { status: 'new', ai_score: null, createdAt: at(1), steps: [] },
    { status: 'reviewed', ai_score: 93, createdAt: at(1, -2), steps: [['reviewed', at(1, -1)]] },
    { status: 'reviewed', ai_score: 70, createdAt: at(2), steps: [['reviewed', at(1)]] },
    { status: 'shortlisted', ai_score: 91, createdAt: at(2, -3), steps: [['shortlisted', at(1)]] },
    {
      status: 'shortlisted',
      ai_score: 88,
      createdAt: at(3),
      steps: [
        ['reviewed', at(2)],
        ['shortlisted', at(1)],
      ],
    },
    {
      status: 'interviewed',
      ai_score: 85,
      createdAt: at(4),
      steps: [
        ['reviewed', at(3)],
        ['interviewed', at(2)],
      ],
    },
    { status: 'rejected', ai_score: 55, createdAt: at(4, -5), steps: [['rejected', at(3)]] },
    { status: 'rejected', ai_score: 40, createdAt: at(5), steps: [['rejected', at(4)]] },
    {
      status: 'hired',
      ai_score: 82,
      createdAt: at(5, -1),
      steps: [
        ['reviewed', at(4)],
        ['shortlisted', at(3)],
        ['interviewed', at(2)],
        ['hired', at(1)],
      ],
    },
    { status: 'new', ai_score: 65, createdAt: at(6, -1), steps: [] },
    { status: 'new', ai_score: 79, createdAt: at(6, -2), steps: [] },
  ];
}

test.describe('the dashboard', () => {
  test('shows the figures of a posting as worked out from its applications', async ({ page }) => {
    const posting = await insertPosting();
    const now = Date.now();
    const made: MadeApplication[] = [];
    for (const row of candidates(now)) made.push(await insertApplication(posting, row));
    const count = (status: string) => made.filter((row) => row.status === status).length;

    await dashboard(page, posting.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Overview of your recruitment system')).toBeVisible();
    await expect(page.getByTestId('last-updated')).toHaveText(/^Last updated: \d{2}:\d{2}:\d{2}$/);

    await expect(tile(page, 'Totals', 'Total Applications')).toHaveText(String(made.length));
    await expect(page.getByText(`${count('new')} new to review`)).toBeVisible();
    for (const [label, status] of [
      ['New Applications', 'new'],
      ['Reviewed', 'reviewed'],
      ['Shortlisted', 'shortlisted'],
      ['Rejected', 'rejected'],
    ] as const)
      await expect(tile(page, 'Applications by status', label)).toHaveText(String(count(status)));
    await expect(page.getByText(`${count('interviewed')} interviewed`, { exact: true })).toBeVisible();

    // Application Trends: the last 7 Bahrain days, today last, with weekday labels. "Today" is the
    // server's, read later than `now`: near Bahrain midnight it may be the next day, so the days are
    // read from the page and checked to be 7 in a row ending on a day between the two readings.
    const trend = page.getByRole('region', { name: 'Application Trends' });
    const columns = trend.locator('li[data-date]');
    await expect(columns).toHaveCount(7);
    const days = await columns.evaluateAll((items) => items.map((item) => item.getAttribute('data-date') ?? ''));
    const today = days[6] ?? '';
    expect(today >= bahrainDay(now) && today <= bahrainDay(Date.now()), `today is ${today}`).toBe(true);
    expect(days).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) =>
        new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY).toISOString().slice(0, 10),
      ),
    );
    for (const day of days) {
      const expected = made.filter((row) => bahrainDay(row.createdAt) === day).length;
      const column = trend.locator(`li[data-date="${day}"]`);
      await expect(column.getByTestId('trend-count')).toHaveText(String(expected));
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
      await expect(column).toContainText(weekday);
    }

    const scored = made.filter((row) => row.ai_score !== null);
    const average = Math.round(scored.reduce((sum, row) => sum + (row.ai_score as number), 0) / scored.length);
    const jobs = page.getByRole('region', { name: 'Top Performing Jobs' });
    await expect(jobs.getByRole('listitem')).toHaveCount(1);
    await expect(jobs.getByRole('listitem')).toContainText(posting.title);
    await expect(jobs.getByRole('listitem')).toContainText(`${made.length} applications · Avg score: ${average}/100`);

    const top = [...scored]
      .sort((a, b) => (b.ai_score as number) - (a.ai_score as number) || b.createdAt - a.createdAt)
      .slice(0, 10);
    const table = page.getByRole('region', { name: 'Top 10 Applicants' });
    const rows = table.getByRole('row');
    await expect(rows.first()).toHaveText(/Rank\s*Name\s*Position\s*AI Score\s*Applied\s*View Details/);
    await expect(rows).toHaveCount(top.length + 1);
    for (const [index, row] of top.entries()) {
      const cells = rows.nth(index + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(String(index + 1));
      await expect(cells.nth(1)).toHaveText(row.full_name);
      await expect(cells.nth(2)).toHaveText(posting.title);
      await expect(cells.nth(3)).toHaveText(new RegExp(`^${row.ai_score}(Top score)?$`));
      await expect(rows.nth(index + 1)).toHaveAttribute('data-highlighted', String(index < 3));
      await expect(cells.nth(3).getByRole('img', { name: 'Top score' })).toHaveCount(
        (row.ai_score as number) >= 90 ? 1 : 0,
      );
    }
    // The top three stand out: a tinted row, the rank in bold; the fourth is plain.
    const look = (index: number) =>
      rows.nth(index).evaluate((row) => ({
        background: getComputedStyle(row).backgroundColor,
        rank: getComputedStyle(row.querySelector('td') as Element).fontWeight,
      }));
    const [first, third, fourth] = [await look(1), await look(3), await look(4)];
    expect(third).toEqual(first);
    expect(first.rank).toBe('700');
    expect(fourth.rank).toBe('400');
    expect(fourth.background).not.toBe(first.background);

    // The funnel: applications that reached each stage or a later one.
    const rank = (status: string) => FUNNEL.indexOf(status);
    const reached = (row: MadeApplication) => Math.max(0, ...row.steps.map(([status]) => rank(status)));
    const funnel = page.getByRole('region', { name: 'Hiring Funnel' });
    for (const [index, stage] of FUNNEL.entries()) {
      const expected = made.filter((row) => reached(row) >= index).length;
      await expect(funnel.locator(`li[data-stage="${stage}"]`)).toHaveText(`${FUNNEL_LABELS[index]}${expected}`);
    }

    // View Details opens the application's detail; back on the dashboard, the figures load again.
    await Promise.all([
      page.waitForURL(new RegExp(`/admin2025/applications/${top[0]?.id}$`)),
      rows.nth(1).getByRole('button', { name: 'View Details' }).click(),
    ]);
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText(top[0]?.full_name ?? 'the top applicant');
    await Promise.all([
      page.waitForURL(/\/admin2025\/dashboard(\?|$)/),
      detail.getByRole('button', { name: 'Close', exact: true }).click(),
    ]);
    await expect(tile(page, 'Totals', 'Total Applications')).toHaveText(String(made.length));
  });

  test('says so when a posting has no applications', async ({ page }) => {
    const posting = await insertPosting();
    await dashboard(page, posting.id);
    await expect(page.getByRole('region', { name: 'Top Performing Jobs' })).toContainText('No data available');
    await expect(page.getByRole('region', { name: 'Top 10 Applicants' })).toContainText('No applicants yet');
    await expect(tile(page, 'Totals', 'Total Applications')).toHaveText('0');
    await expect(tile(page, 'Totals', 'Interview Rate')).toHaveText('0%');
  });
});

test.describe('accessibility (axe)', () => {
  test('the dashboard has no violations in the dark and the light theme', async ({ page }) => {
    await startInTheme(page, 'dark');
    const posting = await insertPosting();
    for (const row of candidates(Date.now())) await insertApplication(posting, row);
    await dashboard(page, posting.id);
    await expect(page.getByRole('region', { name: 'Top 10 Applicants' }).getByRole('row')).toHaveCount(11);
    await expectNoAxeViolationsInBothThemes(page);
  });
});

test("a cold start at the dashboard preloads its code, session and figures, asks for each once, fetches no other screen's code, and compiles its scripts eagerly", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(admin-auth\/me|dashboard\/metrics)$/.test(pathname) || /\/(AppLayout|DashboardPage)-/.test(pathname))
      asked.push(pathname.replace(/-[\w-]+\.js$/, '.js'));
  });
  const scripts: Promise<string>[] = [];
  const scriptPaths: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text());
    scriptPaths.push(new URL(response.url()).pathname);
  });
  await dashboard(page);
  await expect(page.getByRole('region', { name: 'Top 10 Applicants' })).toBeVisible();
  // Each script asks V8 to compile its functions as it streams in, not on their first call (Chrome 136+).
  const firstLines = (await Promise.all(scripts)).map((script) => script.split('\n', 1)[0]);
  expect(firstLines.length).toBeGreaterThan(4);
  expect(new Set(firstLines)).toEqual(new Set(['//# allFunctionsCalledOnLoad']));
  // The libraries and the shared code of the other screens stay on the server (admin/dashboard-modules.ts).
  expect(scriptPaths.filter((path) => /\/screen-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(scriptPaths).toEqual(expect.arrayContaining([expect.stringMatching(/\/dashboard-[\w-]+\.js$/)]));
  // Preloaded by index.html's own script: the app's requests take those answers up, so none goes twice.
  expect(asked.sort()).toEqual([
    '/admin2025/assets/AppLayout.js',
    '/admin2025/assets/DashboardPage.js',
    '/api/admin-auth/me',
    '/api/backoffice/dashboard/metrics',
  ]);
  const preloads = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')).map((link) =>
      link.getAttribute('href'),
    ),
  );
  expect(preloads).toEqual(
    expect.arrayContaining([
      '/api/admin-auth/me',
      '/api/backoffice/dashboard/metrics',
      expect.stringMatching(/AppLayout-/),
      expect.stringMatching(/DashboardPage-/),
    ]),
  );
});
