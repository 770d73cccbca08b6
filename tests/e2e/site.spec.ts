import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { base } from './support/system';

/** The jobs search island has hydrated (Astro drops the ssr attribute). */
async function openJobs(page: Page, query = ''): Promise<void> {
  await page.goto(`${base()}/jobs${query}`);
  await page.locator('astro-island:not([ssr])').waitFor();
}

async function firstJobPath(page: Page): Promise<string> {
  await page.goto(`${base()}/jobs`);
  const href = await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('the demo data has active jobs');
  return href;
}

test.describe('navigation', () => {
  for (const [path, heading] of [
    ['/', /Gulf Horizon/],
    ['/jobs', 'Open Positions'],
    ['/benefits', 'Benefits'],
    ['/about', 'About Gulf Horizon'],
  ] as const) {
    test(`${path} has the top navigation and its heading`, async ({ page }) => {
      await page.goto(`${base()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      for (const name of ['Home', 'Jobs', 'Benefits', 'About'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    });
  }

  test('an unknown path leads to the home page', async ({ page }) => {
    await page.goto(`${base()}/no/such/page`);
    await expect(page).toHaveURL(`${base()}/`);
  });

  test('the mobile menu opens at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base()}/`);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByLabel('Menu').click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await menu.getByRole('link', { name: 'Benefits' }).click();
    await expect(page).toHaveURL(`${base()}/benefits`);
  });
});

test.describe('open positions', () => {
  test('filters by search, department and type, together, with the count', async ({ page }) => {
    await openJobs(page);
    const count = page.getByRole('status');
    await expect(count).toHaveText('8 Position(s) Found');
    await page.getByLabel('Search').fill('ACCOUNTANT');
    await expect(count).toHaveText('1 Position(s) Found');
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Department').selectOption('Finance');
    await expect(count).toHaveText('2 Position(s) Found');
    await page.getByLabel('Type').selectOption('part-time');
    await expect(count).toHaveText('0 Position(s) Found');
    await expect(page.getByText('No positions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or check back later')).toBeVisible();
  });

  test('keeps the filters in the URL, for sharing and for back and forward', async ({ page }) => {
    await openJobs(page, '?department=Technology');
    await expect(page.getByRole('status')).toHaveText('2 Position(s) Found');
    await page.getByLabel('Type').selectOption('contract');
    await expect(page).toHaveURL(/department=Technology&type=contract/);
    await expect(page.getByRole('status')).toHaveText('1 Position(s) Found');
    await page.goBack();
    await expect(page.getByRole('status')).toHaveText('2 Position(s) Found');
    await page.goForward();
    await expect(page.getByRole('status')).toHaveText('1 Position(s) Found');
  });
});

test.describe('a job page', () => {
  test('copies its link and shows Copied! for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstJobPath(page);
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3000 });
  });

  test('keeps a bookmark across a reload, in bookmarkedJobs', async ({ page }) => {
    const path = await firstJobPath(page);
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bookmarkedJobs') ?? '[]'));
    expect(saved).toEqual([path.split('/').pop()]);
  });

  test('shows Job Not Found for a posting that is not open', async ({ page }) => {
    await page.goto(`${base()}/jobs/notanopenposting00000001`);
    await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await expect(page.getByText('This position may have been filled or removed')).toBeVisible();
    await page.getByRole('link', { name: 'Back to All Jobs' }).click();
    await expect(page).toHaveURL(`${base()}/jobs`);
  });
});

test.describe('a job page on a phone (375 px)', () => {
  test('keeps Apply on screen from the start, opens the form from it, and covers no text at the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base()}${await firstJobPath(page)}`);
    // The description runs well past the first screen: that is where Apply used to be.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1600);
    const apply = page.getByRole('button', { name: 'Apply for This Position' });
    await expect(apply).toBeInViewport({ ratio: 1 });

    // Scrolled to the end, no text of the page lies under Apply.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true);
    await expect(apply).toBeInViewport({ ratio: 1 });
    const covered = await apply.evaluate((button) => {
      const bar = button.getBoundingClientRect();
      const texts = Array.from(document.querySelectorAll('main p, main li, main h1, main h2, main a, footer'));
      return texts
        .filter((element) => !element.contains(button) && !button.parentElement?.contains(element))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.height > 0 &&
            box.bottom > bar.top &&
            box.top < bar.bottom &&
            box.right > bar.left &&
            box.left < bar.right
          );
        })
        .map((element) => element.textContent?.trim());
    });
    expect(covered).toEqual([]);

    await apply.click();
    await expect(page.getByRole('dialog').getByLabel('Full name')).toBeEditable();
  });
});

test.describe('benefits', () => {
  test('the category chips show one category at a time', async ({ page }) => {
    await page.goto(`${base()}/benefits`);
    await page.getByRole('button', { name: 'Wellness' }).click();
    await expect(page.getByRole('button', { name: 'Wellness' })).toHaveAttribute('aria-pressed', 'true');
    const visible = page.locator('[data-benefit-category]:visible');
    await expect(visible).toHaveCount(2);
    await page.getByRole('button', { name: 'All Benefits' }).click();
    await expect(page.locator('[data-benefit-category]:visible')).toHaveCount(16);
  });
});

test.describe('accessibility (axe)', () => {
  for (const width of [1280, 375]) {
    for (const path of ['/', '/jobs', '/benefits', '/about', '/jobs/notanopenposting00000001']) {
      test(`${path} at ${width} px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base()}${path}`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }

  for (const width of [1280, 375]) {
    test(`a job page at ${width} px has no violations`, async ({ page }) => {
      const path = await firstJobPath(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base()}${path}`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
