// `npm run screens`: screenshots of the back office's main screens at a phone's and a desktop's width,
// dark and light, into screens/ (git-ignored), for a person to look at before calling a screen done.
// Each shot's page width is printed beside it: wider than the window means something scrolls sideways.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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
  { name: 'hired-staff', path: '/admin2025/hired-staff', ready: settled },
  { name: 'settings', path: '/admin2025/settings', ready: settled },
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

mkdirSync(folder, { recursive: true });
await withBackOfficeInChromium(async (browser, baseUrl) => {
  for (const width of widths) for (const theme of themes) await shoot(browser, baseUrl, width, theme);
});
exitAfterOutput(0);
