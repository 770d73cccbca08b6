// `npm run screens`: screenshots of the back office's main screens at a phone's and a desktop's width,
// dark and light, into screens/ (git-ignored), for a person to look at before calling a screen done.
// Each shot's page width is printed beside it: wider than the window means something scrolls sideways.
//   SCREENS=site-ar npm run screens    only the screens whose names start with site-ar (a comma list: any of them)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { scoredByOlderRules } from '../tests/e2e/support/applications.ts';
import { rescoreAfterUpgrade } from '../tests/e2e/support/control.ts';
import { queryRow } from '../tests/e2e/support/database.ts';
import { insertHiredEmployee } from '../tests/e2e/support/hired-employees.ts';
import { newestMail } from '../tests/e2e/support/mailbox.ts';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { withBackOfficeInChromium } from './lib/back-office-bench.ts';
import { exitAfterOutput } from './lib/run.ts';

const folder = join(import.meta.dirname, '..', 'screens');
const widths = [390, 1440] as const;
const themes = ['dark', 'light'] as const;

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Promise<void>;
}

/** The page's heading, then no request in flight (its data has come). */
const settled = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
};

const screens: Screen[] = [
  { name: 'dashboard', path: '/admin2025/dashboard', ready: settled },
  {
    name: 'applications',
    path: '/admin2025/applications',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Details' }).first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'application-detail',
    path: '/admin2025/applications',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Details' }).first().click();
      await page.getByRole('dialog').getByRole('tab').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'jobs', path: '/admin2025/jobs', ready: settled },
  {
    // A posting's English and Arabic side by side.
    name: 'jobs-posting-arabic',
    path: '/admin2025/jobs?tab=active',
    ready: async (page) => {
      await page
        .getByRole('article', { name: 'Senior Accountant' })
        .first()
        .getByRole('button', { name: 'Edit' })
        .click();
      await page.getByRole('dialog').locator('textarea[dir="rtl"]').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'hired-staff', path: '/admin2025/hired-staff', ready: settled },
  { name: 'settings', path: '/admin2025/settings', ready: settled },
  {
    name: 'settings-retention',
    path: '/admin2025/settings?tab=retention',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Save Settings' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'privacy', path: '/admin2025/privacy', ready: settled },
  {
    // The rejected ones, newest first: the candidate privacyCases erased is among them.
    name: 'cv-library',
    path: '/admin2025/applications/cv-library?status=rejected',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Download', exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // The generator without an AI key: the focus attributes of the requirements written, and its notice.
    name: 'jobs-template-generator',
    path: '/admin2025/jobs?tab=templates',
    ready: async (page) => {
      await page.getByRole('button', { name: 'New Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Template' });
      await dialog
        .getByRole('textbox', { name: 'Requirements', exact: true })
        .fill('- Three years of payroll experience, GOSI included\n- Advanced Excel (pivot tables)');
      const generator = dialog.getByRole('region', { name: 'Generate with AI' });
      await generator.getByRole('textbox', { name: 'Job title', exact: true }).fill('Payroll Officer');
      await generator.getByRole('button', { name: 'Generate', exact: true }).click();
      await generator.getByRole('status').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
];

async function shoot(browser: Browser, baseUrl: string, width: number, theme: (typeof themes)[number]) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: sessionOf('super_admin'),
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: theme,
  });
  try {
    const saved = await context.request.put('/api/admin-auth/me/theme', { data: { theme_preference: theme } });
    if (!saved.ok()) throw new Error(`Saving the ${theme} theme answered ${saved.status()}`);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      await page.evaluate(() => document.fonts.ready);
      const file = join(folder, `${screen.name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`${file}  page ${wide} px wide${wide > width ? '  (WIDER THAN THE WINDOW)' : ''}`);
    }
  } finally {
    await context.close();
  }
}

/**
 * Makes what the privacy screens show: a candidate erased at their request (the first rejected
 * application, whose dialog is shot too) and another placed on legal hold.
 */
async function privacyCases(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: sessionOf('super_admin') });
  try {
    const filter = encodeURIComponent(JSON.stringify({ status: ['rejected'], archive: 'all' }));
    const listed = await context.request.get(`/api/backoffice/applications?filter=${filter}&range=[0,1]`);
    if (!listed.ok()) throw new Error(`The applications list answered ${listed.status()}: ${await listed.text()}`);
    const [rejected, other] = (await listed.json()) as { id: string }[];
    if (!rejected || !other) throw new Error('The demo company has rejected applications');
    const held = await context.request.post(`/api/backoffice/applications/${other.id}/legal-hold`, {
      data: { hold: true, reason: 'Employment tribunal claim, case 2026/118' },
    });
    const erased = await context.request.post(`/api/backoffice/applications/${rejected.id}/erasure`, { data: {} });
    if (!held.ok() || !erased.ok()) throw new Error(`hold ${held.status()}, erasure ${erased.status()}`);
    // New Posting from a template: the description and the focus attributes it brings.
    const templates = await context.request.get('/api/backoffice/job-templates?range=[0,0]');
    const [template] = (await templates.json()) as { id: string }[];
    if (template) {
      screens.push({
        name: 'new-posting-focus-attributes',
        path: `/admin2025/jobs/create?tab=templates&template=${template.id}`,
        ready: async (page) => {
          const heading = page.getByRole('dialog').getByText('Focus Attributes').first();
          await heading.waitFor();
          await page.waitForLoadState('networkidle');
          // The dialog scrolls within itself: the attributes, not the fields above them.
          await heading.scrollIntoViewIfNeeded();
        },
      });
    }
    screens.push({
      name: 'application-erased',
      path: `/admin2025/applications/${rejected.id}/overview`,
      ready: async (page) => {
        await page.getByTestId('erased-notice').waitFor();
        await page.waitForLoadState('networkidle');
      },
    });
  } finally {
    await context.close();
  }
}

/**
 * Makes what the structured-interview screens show: an interview with three interviewers
 * tomorrow, two scorecards submitted; the Scorecards tab, the third interviewer's kit before they
 * submit and the first's after, with the other's scorecard.
 */
async function scorecardCases(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: sessionOf('super_admin') });
  try {
    const filter = encodeURIComponent(JSON.stringify({ status: ['reviewed'] }));
    const listed = await context.request.get(`/api/backoffice/applications?filter=${filter}&range=[0,0]`);
    const [application] = (await listed.json()) as { id: string }[];
    if (!application) throw new Error('The demo company has reviewed applications');
    const asked = Date.now();
    const panel = ['Layla Al Mannai', 'Hassan Ali', 'Fatima Al Khalifa'].map((name, n) => ({
      name,
      email: `screens.${n + 1}.${asked}@mail.test`,
    }));
    const [primary, ...additional] = panel;
    const scheduled = await context.request.post(`/api/backoffice/applications/${application.id}/interview`, {
      data: {
        scheduled_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        scheduled_time: '10:30',
        location: 'Gulf Horizon HQ, Bahrain Financial Harbour, Manama',
        meeting_link: 'https://meet.example.com/gulf-horizon-panel',
        interviewer_name: primary?.name,
        interviewer_email: primary?.email,
        additional_interviewers: additional,
      },
    });
    if (!scheduled.ok()) throw new Error(`Scheduling answered ${scheduled.status()}: ${await scheduled.text()}`);
    const tokens: string[] = [];
    for (const person of panel) {
      const mail = await newestMail(person.email, 'Interview with', asked);
      tokens.push(/\/interview-kit\/#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '');
    }
    const kit = await context.request.post('/api/public/interview-kit', { data: { token: tokens[0] } });
    const { kit: opened } = (await kit.json()) as { kit: { focus_attributes: unknown[] } };
    const cards = [
      {
        recommendation: 'strong_yes',
        takeaways: 'Walked through a real month-end close; reconciled the case to the fils.',
      },
      { recommendation: 'yes', takeaways: 'Sound on IFRS 16; explained it plainly. Less depth on consolidation.' },
    ];
    for (const [n, card] of cards.entries()) {
      const submitted = await context.request.post('/api/public/interview-kit/submit', {
        data: {
          token: tokens[n],
          ratings: opened.focus_attributes.map((_, a) => (['strong_yes', 'yes', 'mixed'] as const)[(a + n) % 3]),
          private_note: n === 0 ? 'Notice period of two months.' : '',
          ...card,
        },
      });
      if (!submitted.ok()) throw new Error(`Submitting answered ${submitted.status()}: ${await submitted.text()}`);
    }
    const ready = (text: string) => async (page: Page) => {
      await page.getByText(text).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    screens.push(
      {
        name: 'application-scorecards',
        path: `/admin2025/applications/${application.id}/scorecards`,
        ready: async (page) => {
          await page.getByTestId('ratings-grid').waitFor();
          await page.waitForLoadState('networkidle');
        },
      },
      { name: 'interview-kit', path: `/interview-kit/#${tokens[2]}`, ready: ready('Your scorecard') },
      { name: 'interview-kit-submitted', path: `/interview-kit/#${tokens[0]}`, ready: ready('Hassan Ali') },
    );
  } finally {
    await context.close();
  }
}

/**
 * Makes what the scoring screens show: the demo's Senior Accountant posting with two CVs
 * scored by older rules, the real accountant's and a chef's stuffed with the posting's words, both
 * recomputed as after an upgrade; the stuffed one's AI Analysis, and Settings → Advanced.
 */
async function scoringCases(): Promise<void> {
  const posting = await queryRow("SELECT id FROM job_postings WHERE title = 'Senior Accountant' LIMIT 1");
  if (!posting) throw new Error('The demo company has a Senior Accountant posting');
  const ids = await scoredByOlderRules(Number(posting.id), ['accountant.pdf', 'chef-stuffed.pdf']);
  await rescoreAfterUpgrade();
  const stuffed = ids[1] ?? '';
  screens.push(
    {
      name: 'application-ai-analysis-stuffed',
      path: `/admin2025/applications/${stuffed}/ai-analysis`,
      ready: async (page) => {
        await page.getByText('Listed, not shown in any role').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      },
    },
    {
      name: 'settings-advanced-rescoring',
      path: '/admin2025/settings?tab=advanced',
      ready: async (page) => {
        await page.getByText('Finished').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      },
    },
  );
}

/** The careers site's Arabic pages, to check the mirrored layout, and one in English beside them. */
async function arabicPages(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const jobs = (await (await context.request.get('/api/public/jobs')).json()) as {
      data: { id: string; screening_questions: string[] | null }[];
    };
    const job = jobs.data[0]?.id ?? '';
    const withQuestions = jobs.data.find((posting) => (posting.screening_questions?.length ?? 0) > 0)?.id ?? job;
    for (const [name, path] of [
      ['site-ar-home', '/ar/'],
      ['site-ar-jobs', '/ar/jobs/'],
      ['site-ar-job', `/ar/jobs/${job}/`],
      ['site-en-job', `/jobs/${job}/`],
      ['site-ar-benefits', '/ar/benefits/'],
      ['site-ar-about', '/ar/about/'],
      ['site-ar-privacy', '/ar/privacy/'],
      ['site-ar-my-applications', '/ar/my-applications/'],
    ] as const)
      screens.push({ name, path, ready: settled });
    // English beside Arabic: the department filter (its English names marked as English) and a term
    // typed on the English page, carried over by the language switch, finding postings by their English.
    const searchReady = (shown: string) => async (page: Page) => {
      await page.locator('astro-island:not([ssr])').waitFor();
      await page.locator(shown).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    screens.push(
      {
        name: 'site-ar-jobs-department',
        path: '/ar/jobs/?department=Technology',
        ready: async (page) => {
          await searchReady('li.card')(page);
          await page.locator('search select').first().focus();
        },
      },
      { name: 'site-ar-jobs-carried-search', path: '/ar/jobs/?q=Customer', ready: searchReady('li.card') },
    );
    // The new hire's form from a fresh link, in each language.
    const { token } = await insertHiredEmployee();
    const onboardingReady = async (page: Page) => {
      await page.locator('button[type="submit"]').waitFor();
      await page.waitForLoadState('networkidle');
    };
    screens.push(
      { name: 'site-ar-onboarding', path: `/ar/onboarding/${token}`, ready: onboardingReady },
      { name: 'site-en-onboarding', path: `/onboarding/${token}`, ready: onboardingReady },
    );
    // The application form in each language, scrolled to its CV field (the file chooser's own button).
    for (const [name, prefix] of [
      ['site-ar-apply', '/ar'],
      ['site-en-apply', ''],
    ] as const)
      screens.push({
        name,
        path: `${prefix}/jobs/${job}/`,
        ready: async (page) => {
          await page.locator('[data-apply]:visible').first().click();
          await page.getByRole('dialog').locator('button[type="submit"]').waitFor();
          await page.waitForLoadState('networkidle');
          await page.getByRole('dialog').locator('.file-choose').first().scrollIntoViewIfNeeded();
        },
      });
    // The Arabic form's screening questions, written in English on the demo company's postings.
    screens.push({
      name: 'site-ar-apply-questions',
      path: `/ar/jobs/${withQuestions}/`,
      ready: async (page) => {
        await page.locator('[data-apply]:visible').first().click();
        await page.getByRole('dialog').locator('button[type="submit"]').waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByRole('dialog').locator('fieldset.questions').scrollIntoViewIfNeeded();
      },
    });
    const received = await queryRow(
      "SELECT document_id FROM email_templates WHERE template_key = 'application_received'",
    );
    screens.push({
      name: 'email-template-arabic',
      path: `/admin2025/email-templates/${received?.document_id}`,
      ready: async (page) => {
        // The Arabic subject, written right to left, and the preview of the Arabic wording.
        await page.locator('input[dir="rtl"]').waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Arabic', exact: true }).click();
        await page
          .getByText(/محاسب أول/)
          .first()
          .waitFor();
      },
    });
  } finally {
    await context.close();
  }
}

mkdirSync(folder, { recursive: true });
// SCREENS=site-ar shoots only the screens whose names start so (and makes only the cases they need);
// SCREENS=site-ar-apply,site-en-apply, those of either.
const only = process.env.SCREENS?.split(',').filter(Boolean);
await withBackOfficeInChromium(async (browser, baseUrl) => {
  await arabicPages(browser, baseUrl);
  const asked = (...names: string[]) => !only || only.some((prefix) => names.some((name) => name.startsWith(prefix)));
  if (asked('privacy', 'application-erased', 'new-posting-focus-attributes', 'cv-library')) {
    await privacyCases(browser, baseUrl);
  }
  if (!only) await scoringCases();
  if (asked('application-scorecards', 'interview-kit')) await scorecardCases(browser, baseUrl);
  if (only)
    screens.splice(
      0,
      screens.length,
      ...screens.filter((screen) => only.some((prefix) => screen.name.startsWith(prefix))),
    );
  for (const width of widths) for (const theme of themes) await shoot(browser, baseUrl, width, theme);
});
exitAfterOutput(0);
