import AxeBuilder from '@axe-core/playwright';
import { LANGUAGE_NAMES, siteTextsIn } from '@careers/shared';
import { expect, type Page, test } from '@playwright/test';
import { livePosting, postingsInLiveRelease, releaseJourneyTimeout } from './support/live-site';
import { base } from './support/system';

// The careers site in Arabic: the same pages under /ar/, right to left, reached by a switch
// that keeps the page and its filters and is remembered for the next visit to /.
const arabic = siteTextsIn('ar');
const english = siteTextsIn('en');

/** The jobs search island has hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').waitFor();
}

/** The page's width beyond the window: a right-to-left page that overflows scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the Arabic site', () => {
  test('the switch takes a filtered job list to Arabic and back, keeping the filters', async ({ page }) => {
    const postings = await postingsInLiveRelease(page.request);
    const technology = postings.filter((posting) => posting.department === 'Technology').length;
    await page.goto(`${base()}/jobs/?department=Technology`);
    await hydrated(page);
    await page.getByRole('link', { name: LANGUAGE_NAMES.ar, exact: true }).click();
    await expect(page).toHaveURL(`${base()}/ar/jobs/?department=Technology`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.jobs.title);
    await expect(page.getByRole('status')).toHaveText(arabic.jobs.positionsFound(technology));
    await expect(page.getByLabel(arabic.jobSearch.department)).toHaveValue('Technology');
    // A filter chosen in Arabic is kept on the way back.
    await page.getByLabel(arabic.jobSearch.type).selectOption('full-time');
    await page.getByRole('link', { name: LANGUAGE_NAMES.en, exact: true }).click();
    await expect(page).toHaveURL(`${base()}/jobs/?department=Technology&type=full-time`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await hydrated(page);
    await expect(page.getByLabel(english.jobSearch.type)).toHaveValue('full-time');
  });

  test('/ is English for a browser that prefers Arabic until the visitor chooses Arabic, then remembers', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-BH' });
    const page = await context.newPage();
    try {
      await page.goto(`${base()}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('link', { name: LANGUAGE_NAMES.ar, exact: true }).click();
      await expect(page).toHaveURL(`${base()}/ar/`);
      await page.goto(`${base()}/`);
      await expect(page).toHaveURL(`${base()}/ar/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await page.getByRole('link', { name: LANGUAGE_NAMES.en, exact: true }).click();
      await expect(page).toHaveURL(`${base()}/`);
      await page.goto(`${base()}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveURL(`${base()}/`);
    } finally {
      await context.close();
    }
  });

  test('a job page in Arabic is mirrored, speaks Arabic around the posting and keeps its links Arabic', async ({
    page,
  }) => {
    test.setTimeout(releaseJourneyTimeout(1));
    const translated = await livePosting(
      page.request,
      (open) => open.title_ar !== null && open.description_ar !== null,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${base()}/ar/jobs/${translated.id}/`);
    // A posting written in Arabic reads in Arabic, in the page's own language.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(translated.title_ar ?? '');
    await expect(heading).not.toHaveAttribute('lang');
    await expect(page.getByText(translated.description_ar ?? '', { exact: true })).not.toHaveAttribute('lang');
    // One without Arabic text shows its English, marked so.
    const posting = await livePosting(page.request, (open) => open.title_ar === null);
    await page.goto(`${base()}/ar/jobs/${posting.id}/`);
    await expect(heading).toHaveText(posting.title);
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: arabic.jobs.aboutTheRole })).toBeVisible();
    await expect(page.getByRole('button', { name: arabic.jobs.applyForThisPosition }).first()).toBeVisible();
    // Mirrored: the company's name at the right end of the bar, Apply's card to the left of the text.
    const brand = await page.getByRole('link', { name: 'Gulf Horizon', exact: true }).boundingBox();
    const nav = await page.getByRole('navigation', { name: arabic.layout.mainNav, exact: true }).boundingBox();
    expect(brand?.x ?? 0).toBeGreaterThan(nav?.x ?? Number.POSITIVE_INFINITY);
    const article = await page.locator('article').first().boundingBox();
    const aside = await page.getByRole('complementary', { name: arabic.jobPage.applyAndShare }).boundingBox();
    expect(aside?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(article?.x ?? 0);
    // The Arabic face is in use.
    expect(
      await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px Tajawal', 'وظيفة'))),
    ).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('link', { name: arabic.jobs.backToAllJobs }).click();
    await expect(page).toHaveURL(`${base()}/ar/jobs/`);
  });

  test('an Arabic address of a posting that is not open shows Job Not Found in Arabic', async ({ page }) => {
    await page.goto(`${base()}/ar/jobs/notanopenposting00000001`);
    await expect(page.getByRole('heading', { name: arabic.jobs.jobNotFound })).toBeVisible();
    await page.getByRole('link', { name: arabic.jobs.backToAllJobs }).click();
    await expect(page).toHaveURL(`${base()}/ar/jobs/`);
  });
});

test.describe('the Arabic site, accessibility (axe)', () => {
  for (const width of [1280, 375]) {
    for (const path of [
      '/ar/',
      '/ar/jobs/',
      '/ar/benefits/',
      '/ar/about/',
      '/ar/privacy/',
      '/ar/jobs/notanopen0001/',
    ]) {
      test(`${path} at ${width} px has no violations and does not scroll sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base()}${path}`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
      });
    }
    test(`an Arabic job page at ${width} px has no violations`, async ({ page }) => {
      test.setTimeout(releaseJourneyTimeout(1));
      const posting = await livePosting(page.request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base()}/ar/jobs/${posting.id}/`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
