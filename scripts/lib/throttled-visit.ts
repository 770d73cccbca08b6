// First visits under DevTools' "Slow 4G" network and a 4× slower CPU, timed inside the page: the figures
// of docs/PERFORMANCE.md's "First visit on a slow phone". Each run opens a fresh browser context, so the cache is empty.
import type { Browser, Page } from 'playwright-core';

/**
 * DevTools' "Slow 4G" preset (the former "Fast 3G"), as Puppeteer's PredefinedNetworkConditions and
 * Lighthouse's mobileSlow4G devtools throttling define it: 1.6 Mbit/s down and 750 kbit/s up at 90 %,
 * 150 ms RTT × 3.75 = 562.5 ms added to every request.
 */
export const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
} as const;
/**
 * DevTools' "Fast 4G" preset, as Puppeteer's PredefinedNetworkConditions defines it: 9 Mbit/s down and
 * 1.5 Mbit/s up at 90 %, 60 ms RTT × 2.75 = 165 ms added to every request.
 */
export const FAST_4G = {
  offline: false,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  latency: 60 * 2.75,
} as const;
export const CPU_SLOWDOWN = 4;

/** A fresh page with the network and CPU throttled, its transferred bytes counted. */
async function throttledPage(
  browser: Browser,
): Promise<{ page: Page; transferred: () => number; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return { page, transferred: () => bytes, close: () => context.close() };
}

export interface JobsVisit {
  /** Largest Contentful Paint, ms after navigation start. */
  lcp: number;
  /** The first frame in which the list answered a filter change, ms after navigation start. */
  filterResponds: number;
  transferredKb: number;
}

/**
 * Opens /jobs and changes the Department filter the moment the search island is hydrated (Astro drops
 * its ssr attribute), as a visitor who keeps trying would; the figure is the frame in which the count
 * of positions changed. The change goes through the select's value and a change event, as a user's does.
 */
export async function visitJobs(browser: Browser, url: string): Promise<JobsVisit> {
  const { page, transferred, close } = await throttledPage(browser);
  await page.addInitScript(() => {
    const state = { lcp: 0, filterResponds: 0 };
    (window as unknown as { jobsVisit: typeof state }).jobsVisit = state;
    new PerformanceObserver((list) => {
      // Interaction ends LCP; only entries before the filter change count.
      for (const entry of list.getEntries()) if (!state.filterResponds) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const tryFilter = () => {
      const island = document.querySelector('astro-island');
      if (!island || island.hasAttribute('ssr')) return false;
      const select = document.querySelectorAll('select')[0];
      const status = document.querySelector('[role="status"]');
      const option = select?.options[1];
      if (!select || !status || !option) return false;
      const before = status.textContent;
      new MutationObserver((_, observer) => {
        if (status.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          state.filterResponds = performance.now();
        });
      }).observe(status, { childList: true, characterData: true, subtree: true });
      select.value = option.value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    };
    const watcher = new MutationObserver(() => {
      if (tryFilter()) watcher.disconnect();
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['ssr'] });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { jobsVisit: { filterResponds: number } }).jobsVisit.filterResponds > 0,
    null,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  const figures = await page.evaluate(
    () => (window as unknown as { jobsVisit: { lcp: number; filterResponds: number } }).jobsVisit,
  );
  const visit = { lcp: figures.lcp, filterResponds: figures.filterResponds, transferredKb: transferred() / 1024 };
  await close();
  return visit;
}

export interface ApplyPress {
  /** Press → first frame with the button marked busy. */
  busyShown: number;
  /** Press → first frame in which the form's first field is in the dialog and can be typed in. */
  formReady: number;
}

/**
 * Opens a job page and presses Apply, either once the page has settled (a reader presses after the
 * description; no request in flight for a second) or at the load event (the earliest press).
 */
export async function pressApply(browser: Browser, url: string, when: 'settled' | 'at-load'): Promise<ApplyPress> {
  const { page, close } = await throttledPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  if (when === 'settled') await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(
    () =>
      new Promise<ApplyPress>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('[data-apply]');
        if (!button) throw new Error('the job page has no Apply button');
        let busyShown = 0;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!busyShown && button.getAttribute('aria-busy') === 'true') {
            requestAnimationFrame(() => {
              busyShown = performance.now() - started;
            });
          }
          const field = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="full_name"]');
          if (!field || field.disabled) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve({ busyShown, formReady: performance.now() - started }));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        // A real press: pointer down (where the download may start), then the click.
        button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        button.click();
      }),
  );
  await close();
  return figures;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
