import { LANGUAGE_NAMES, siteTextsIn } from '@careers/shared';
import { applyFormLabels } from '@careers/shared/client-ar';
import { expect, type Locator, type Page, request as requests, test } from '@playwright/test';
import { CmsEditor } from './support/cms-editor';
import { postingsInLiveRelease, RELEASE_TIMEOUT_MS, waitForPage } from './support/live-site';
import { base } from './support/system';

// English beside Arabic on the Arabic site: a department, location or screening question has no Arabic
// field, so each is marked lang="en" only where it is written in English; and a search term carried
// over from the English page by the language switch still finds postings shown by their Arabic titles.
const arabic = siteTextsIn('ar');
const english = siteTextsIn('en');

const stamp = Date.now();
/** A posting of this file: an Arabic department, questions in both languages, title and description in both. */
const POSTING = {
  title: `Bilingual Ledger Analyst ${stamp}`,
  title_ar: `محلل دفاتر ثنائي اللغة ${stamp}`,
  description: `Keeps the intercompany reconciliations ${stamp} of the Manama office.`,
  description_ar: 'يتابع مطابقات الحسابات بين شركات المجموعة في مكتب المنامة.',
  responsibilities: '- Reconcile the intercompany accounts',
  requirements: '- Three years in accounting',
  department: 'المالية',
  location: 'Manama, Bahrain',
  type: 'full-time',
  posting_status: 'active',
  screening_questions: ['Which ledgers have you reconciled?', 'ما خبرتك في إقفال الحسابات الشهرية؟'],
};
const [englishQuestion = '', arabicQuestion = ''] = POSTING.screening_questions;

let editor: CmsEditor;
let postingId = '';
test.beforeAll(async () => {
  test.setTimeout(60_000 + RELEASE_TIMEOUT_MS);
  editor = await CmsEditor.signIn();
  postingId = await editor.createPosting(POSTING);
  const visitor = await requests.newContext();
  try {
    await waitForPage(visitor, `/ar/jobs/${postingId}/`, 200);
  } finally {
    await visitor.dispose();
  }
});
test.afterAll(async () => {
  // Closed again, so the journeys after this file find the demo company's postings alone.
  if (postingId) await editor.updatePosting(postingId, { posting_status: 'closed' });
  await editor.signOut();
});

/** The language a screen reader reads a text in: the nearest `lang` around it (the page's is 'ar'). */
const languageOf = (text: Locator) => text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

/** The jobs search island has hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').waitFor();
}

test.describe('English on the Arabic site', () => {
  test('the department filter marks the departments written in English, and only those', async ({ page }) => {
    const postings = await postingsInLiveRelease(page.request);
    const englishDepartment = postings.find((posting) => posting.department === 'Technology')?.department ?? '';
    expect(englishDepartment).not.toBe('');
    await page.goto(`${base()}/ar/jobs/`);
    await hydrated(page);
    const filter = page.getByLabel(arabic.jobSearch.department);
    expect(await languageOf(filter.getByRole('option', { name: englishDepartment, exact: true }))).toBe('en');
    expect(await languageOf(filter.getByRole('option', { name: POSTING.department, exact: true }))).toBe('ar');
    // The card says the same of its department, and of its location written in English.
    await filter.selectOption(POSTING.department);
    const card = page.locator('li.card', { has: page.getByRole('heading', { name: POSTING.title_ar }) });
    expect(await languageOf(card.getByText(POSTING.department, { exact: true }))).toBe('ar');
    expect(await languageOf(card.getByText(POSTING.location, { exact: true }))).toBe('en');
  });

  test('the Arabic apply form marks the screening questions written in English, and only those', async ({ page }) => {
    await page.goto(`${base()}/ar/jobs/${postingId}/`);
    const onPage = page.getByRole('region', { name: arabic.jobs.screeningQuestions });
    expect(await languageOf(onPage.getByText(englishQuestion, { exact: true }))).toBe('en');
    expect(await languageOf(onPage.getByText(arabicQuestion, { exact: true }))).toBe('ar');
    await page.getByRole('button', { name: arabic.jobs.applyForThisPosition }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: applyFormLabels.submit })).toBeVisible();
    expect(await languageOf(dialog.getByText(englishQuestion, { exact: true }))).toBe('en');
    expect(await languageOf(dialog.getByText(arabicQuestion, { exact: true }))).toBe('ar');
    // Each question still names its answer's field.
    await expect(dialog.getByLabel(`1. ${englishQuestion}`)).toBeVisible();
    await expect(dialog.getByLabel(`2. ${arabicQuestion}`)).toBeVisible();
  });
});

test.describe('a search carried over by the language switch', () => {
  test('"Customer" typed on /jobs/ finds the same postings on /ar/jobs/, shown by their Arabic titles', async ({
    page,
  }) => {
    const postings = await postingsInLiveRelease(page.request);
    const matching = postings.filter((posting) =>
      `${posting.title} ${posting.description}`.toLowerCase().includes('customer'),
    );
    // The demo company's customer postings have Arabic titles: without the English searched, none is found.
    expect(matching.filter((posting) => posting.title_ar !== null).length).toBeGreaterThan(0);
    await page.goto(`${base()}/jobs/`);
    await hydrated(page);
    await page.getByLabel(english.jobSearch.search).fill('Customer');
    await expect(page.getByRole('status')).toHaveText(english.jobs.positionsFound(matching.length));
    await page.getByRole('link', { name: LANGUAGE_NAMES.ar, exact: true }).click();
    await expect(page).toHaveURL(`${base()}/ar/jobs/?q=Customer`);
    await hydrated(page);
    await expect(page.getByLabel(arabic.jobSearch.search)).toHaveValue('Customer');
    await expect(page.getByRole('status')).toHaveText(arabic.jobs.positionsFound(matching.length));
    for (const posting of matching)
      await expect(page.getByRole('heading', { name: posting.title_ar ?? posting.title, exact: true })).toBeVisible();
  });

  test('a word of the English title or description finds a posting shown in Arabic', async ({ page }) => {
    for (const term of [POSTING.title, `reconciliations ${stamp}`]) {
      await page.goto(`${base()}/ar/jobs/?q=${encodeURIComponent(term)}`);
      await hydrated(page);
      await expect(page.getByRole('status')).toHaveText(arabic.jobs.positionsFound(1));
      await expect(page.getByRole('heading', { name: POSTING.title_ar, exact: true })).toBeVisible();
    }
  });
});
