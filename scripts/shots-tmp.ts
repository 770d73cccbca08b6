// Temporary: screenshots of the changed back-office screens at 390 and 1440 px, dark and light.
import type { Browser } from 'playwright-core';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { withBackOfficeInChromium } from './lib/back-office-bench.ts';

const PAGES = [
  { name: 'dashboard', path: '/admin2025/dashboard', ready: 'Top 10 Applicants' },
  { name: 'interviews', path: '/admin2025/interviews', ready: null },
  { name: 'hired-staff', path: '/admin2025/hired-staff', ready: null },
  { name: 'email-templates', path: '/admin2025/email-templates', ready: null },
  { name: 'settings-advanced', path: '/admin2025/settings?tab=advanced', ready: null },
  { name: 'jobs', path: '/admin2025/jobs?tab=templates', ready: null },
];

async function shoot(browser: Browser, base: string) {
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ storageState: sessionOf('super_admin'), viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.request.put(`${base}/api/admin-auth/me/theme`, { data: { theme_preference: theme } });
      for (const { name, path } of PAGES) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/tmp/w/shots/${name}-${width}-${theme}.png`, fullPage: width === 390 });
      }
      // A confirmation: delete the first template.
      await page.goto(`${base}/admin2025/jobs?tab=templates`);
      await page.waitForLoadState('networkidle');
      const remove = page.getByRole('button', { name: 'Delete' }).first();
      if (await remove.count()) {
        await remove.click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: `/tmp/w/shots/confirm-${width}-${theme}.png` });
      }
      await context.close();
    }
  }
}

await withBackOfficeInChromium(shoot);
