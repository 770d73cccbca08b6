// The CMS's test-only control port (cms/tests/support/cms-process.mts): its clock moves forward
// instead of a journey waiting, and settings change the way the app changes them.
import { expect, type Page } from '@playwright/test';

async function control(path: string): Promise<void> {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is set by the global setup');
  const response = await fetch(`${url}${path}`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(200);
}

/** Moves the CMS's clock (src/platform/clock.ts) forward by `ms`. */
export const advanceServerClock = (ms: number): Promise<void> => control(`/clock?advance=${ms}`);

/** Runs the scorecard reminders' schedule now, on the CMS's (moved) clock. */
export const runScorecardReminders = (): Promise<void> => control('/scorecard-reminders');

/** Recomputes the scores an older scorer made, as the job queued at start after an upgrade does. */
export const rescoreAfterUpgrade = (): Promise<void> => control('/rescore-after-upgrade');

/** Puts the CMS back on the real clock: a journey's moves stay in that journey. */
export const resetServerClock = (): Promise<void> => control('/clock?reset');

/** Moves the page's clock (installed with page.clock.install() before the page loaded) and the CMS's together. */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await advanceServerClock(ms);
}

/**
 * Changes a setting. Settings belong to the recruiter back office, which has no screen for this one
 * yet: the CMS changes it the way that screen will, through its document service.
 */
export const changeSetting = (key: string, value: string | number | boolean): Promise<void> =>
  control(`/setting?key=${encodeURIComponent(key)}&value=${encodeURIComponent(JSON.stringify(value))}`);
