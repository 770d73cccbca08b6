import AxeBuilder from '@axe-core/playwright';
import { labels, messages } from '@careers/shared';
import { expect, type Page, test } from '@playwright/test';
import {
  livePosting,
  openPostings,
  type PublicJob,
  postingsInLiveRelease,
  releaseJourneyTimeout,
} from './support/live-site';
import { base } from './support/system';

/** The jobs search island has hydrated (Astro drops the ssr attribute). */
async function openJobs(page: Page, query = ''): Promise<void> {
  await page.goto(`${base()}/jobs/${query}`);
  await page.locator('astro-island:not([ssr])').waitFor();
}

/** An open posting's page, once the live release has it. */
async function firstJobPath(page: Page): Promise<string> {
  return `/jobs/${(await livePosting(page.request)).id}/`;
}

/** The count line the product words for the open postings that pass `keep`. */
const foundAmong = (postings: PublicJob[], keep: (posting: PublicJob) => boolean) =>
  `${postings.filter(keep).length} Position(s) Found`;

/** The search looks in the title and the description, whatever the case (docs/requirements.md#browsing-jobs). */
const mentions = (posting: PublicJob, text: string) =>
  `${posting.title}\n${posting.description}`.toLowerCase().includes(text.toLowerCase());

test.describe('navigation', () => {
  for (const [path, heading] of [
    ['/', /Gulf Horizon/],
    ['/jobs/', 'Open Positions'],
    ['/benefits/', 'Benefits'],
    ['/about/', 'About Gulf Horizon'],
  ] as const) {
    test(`${path} has the top navigation and its heading`, async ({ page }) => {
      await page.goto(`${base()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      for (const name of ['Home', 'Jobs', 'Benefits', 'About'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    });
  }

  test('/privacy/ shows the privacy notice’s newest version, linked from every page’s footer and the sitemap', async ({
    page,
    request,
  }) => {
    const notice = (await (await request.get(`${base()}/api/public/privacy-notice`)).json()) as {
      data: { version: number; title: string; summary: string };
    };
    await page.goto(`${base()}/about/`);
    await page.getByRole('contentinfo').getByRole('link', { name: labels.publicNav.privacy, exact: true }).click();
    await expect(page).toHaveURL(`${base()}/privacy/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.data.title);
    await expect(page.getByText(notice.data.summary)).toBeVisible();
    await expect(page.getByText(messages.privacy.noticeVersion(notice.data.version))).toBeVisible();
    const sitemap = await (await request.get(`${base()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/privacy/</loc>');
  });

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
    await expect(page).toHaveURL(`${base()}/benefits/`);
  });
});

// Expected counts come from the open postings the live release lists: other journeys open and close
// postings of their own.
test.describe('open positions', () => {
  // The live release may need one more build first (support/live-site.ts makeLive).
  test.describe.configure({ timeout: releaseJourneyTimeout(1) });
  test('filters by search, department and type, together, with the count', async ({ page }) => {
    const postings = await postingsInLiveRelease(page.request);
    expect(postings.length).toBeGreaterThan(2);
    await openJobs(page);
    const count = page.getByRole('status');
    await expect(count).toHaveText(foundAmong(postings, () => true));
    await page.getByLabel('Search').fill('ACCOUNTANT');
    await expect(count).toHaveText(foundAmong(postings, (posting) => mentions(posting, 'accountant')));
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Department').selectOption('Finance');
    const finance = (posting: PublicJob) => posting.department === 'Finance';
    await expect(count).toHaveText(foundAmong(postings, finance));
    await page.getByLabel('Type').selectOption('full-time');
    await expect(count).toHaveText(foundAmong(postings, (posting) => finance(posting) && posting.type === 'full-time'));
    await page.getByLabel('Search').fill('no such role anywhere');
    await expect(count).toHaveText('0 Position(s) Found');
    await expect(page.getByText('No positions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or check back later')).toBeVisible();
  });

  test('keeps the filters in the URL, for sharing and for back and forward', async ({ page }) => {
    const postings = await postingsInLiveRelease(page.request);
    const technology = (posting: PublicJob) => posting.department === 'Technology';
    const technologyContract = (posting: PublicJob) => technology(posting) && posting.type === 'contract';
    await openJobs(page, '?department=Technology');
    await expect(page.getByRole('status')).toHaveText(foundAmong(postings, technology));
    await page.getByLabel('Type').selectOption('contract');
    await expect(page).toHaveURL(/department=Technology&type=contract/);
    await expect(page.getByRole('status')).toHaveText(foundAmong(postings, technologyContract));
    await page.goBack();
    await expect(page.getByRole('status')).toHaveText(foundAmong(postings, technology));
    await page.goForward();
    await expect(page.getByRole('status')).toHaveText(foundAmong(postings, technologyContract));
  });
});

test.describe('a job page', () => {
  test.describe.configure({ timeout: releaseJourneyTimeout(1) });
  test('copies its link and shows Copied! for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstJobPath(page);
    // The page's own clock, stopped: the two seconds are counted exactly, however busy the machine.
    await page.clock.install();
    await page.goto(`${base()}${path}`);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path);
    await page.clock.runFor(1900);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  });

  test('keeps a bookmark across a reload, in bookmarkedJobs', async ({ page }) => {
    const path = await firstJobPath(page);
    await page.goto(`${base()}${path}`);
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bookmarkedJobs') ?? '[]'));
    expect(saved).toEqual([path.split('/').at(-2)]);
  });

  test('shows Job Not Found for a posting that is not open', async ({ page }) => {
    await page.goto(`${base()}/jobs/notanopenposting00000001`);
    await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await expect(page.getByText('This position may have been filled or removed')).toBeVisible();
    await page.getByRole('link', { name: 'Back to All Jobs' }).click();
    await expect(page).toHaveURL(`${base()}/jobs/`);
  });
});

test.describe('a job page on a phone (375 px)', () => {
  test.describe.configure({ timeout: releaseJourneyTimeout(1) });
  test('keeps Apply on screen from the start, opens the form from it, and covers no text at the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The open posting with the longest description (other journeys add short postings of their own).
    const longest = Math.max(...(await openPostings(page.request)).map((posting) => posting.description.length));
    const posting = await livePosting(page.request, (open) => open.description.length === longest);
    await page.goto(`${base()}/jobs/${posting.id}/`);
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
    // The counts come from the public API: the page is the release built from it (benefits are not
    // changed by any journey; a resave keeps them as they are).
    const benefits = (
      (await (await page.request.get(`${base()}/api/public/benefits`)).json()) as { data: { category: string }[] }
    ).data;
    const wellness = benefits.filter((benefit) => benefit.category === 'Wellness').length;
    expect(wellness).toBeGreaterThan(0);
    expect(wellness).toBeLessThan(benefits.length);
    await page.goto(`${base()}/benefits/`);
    await page.getByRole('button', { name: 'Wellness' }).click();
    await expect(page.getByRole('button', { name: 'Wellness' })).toHaveAttribute('aria-pressed', 'true');
    const visible = page.locator('[data-benefit-category]:visible');
    await expect(visible).toHaveCount(wellness);
    await page.getByRole('button', { name: 'All Benefits' }).click();
    await expect(page.locator('[data-benefit-category]:visible')).toHaveCount(benefits.length);
  });
});

test.describe('accessibility (axe)', () => {
  for (const width of [1280, 375]) {
    for (const path of ['/', '/jobs/', '/benefits/', '/about/', '/privacy/', '/jobs/notanopenposting00000001/']) {
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
      test.setTimeout(releaseJourneyTimeout(1));
      const path = await firstJobPath(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base()}${path}`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
