// Why a cold start at the dashboard draws what it draws: builds the admin with React's
// profiling build and readable names into a temporary folder, serves it in place of admin/dist, and loads
// the dashboard cold at Fast 4G + 4× CPU. Prints each React commit until the page settles: when, how many
// components rendered, which took longest, and whose state change asked for it (React's updater tracking),
// then when the Top 10 table showed. Diagnoses; asserts nothing. The timings are the profiling build's.
//   node scripts/toolchain.mjs scripts/profile-admin-commits.ts    (PROFILE_RUNS, default 2)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SIGNED_IN,
  serveAdminBuild,
  stopServingAdminBuild,
  topTenShown,
  withBackOfficeInChromium,
} from './lib/back-office-bench.ts';
import { step } from './lib/run.ts';
import { CPU_SLOWDOWN, FAST_4G } from './lib/throttled-visit.ts';

const RUNS = Number(process.env.PROFILE_RUNS ?? 2);

/** What the page records of one commit. */
interface Commit {
  at: number;
  rendered: number;
  slowest: string[];
  updaters: string[];
}

/**
 * Runs in the page before React: React's DevTools hook, which React calls after every commit. A fiber
 * rendered in this commit when its profiling start time is newer than the last commit's and React
 * marked it PerformedWork; the updaters are the fibers whose state changes the commit carries.
 */
function recordCommits(): void {
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
    actualStartTime?: number;
    actualDuration?: number;
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  type Named = { displayName?: string; name?: string; render?: Named; type?: Named } | null;
  const nameOf = (fiber: Fiber): string => {
    const type = typeof fiber.type === 'object' || typeof fiber.type === 'function' ? (fiber.type as Named) : null;
    return type?.displayName || type?.name || type?.render?.name || type?.type?.name || '';
  };
  // A component and its named owners, Material UI's and Emotion's wrappers left out.
  const path = (fiber: Fiber): string => {
    const names: string[] = [];
    for (let at: Fiber | null = fiber; at && names.length < 4; at = at.return) {
      const name = nameOf(at);
      if (name && !/^(Styled|Insertion)/.test(name)) names.push(name);
    }
    return names.join(' < ');
  };
  const commits: Commit[] = [];
  Object.assign(window, { careersCommits: commits });
  let lastStart = -1;
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber; memoizedUpdaters?: Set<Fiber> }) {
      const self = new Map<string, number>();
      let rendered = 0;
      let newest = lastStart;
      const visit = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const start = fiber.actualStartTime ?? -1;
          newest = Math.max(newest, start);
          if (start > lastStart && COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK) {
            rendered += 1;
            let children = 0;
            for (let child = fiber.child; child; child = child.sibling)
              if ((child.actualStartTime ?? -1) > lastStart) children += child.actualDuration ?? 0;
            const name = nameOf(fiber) || `(tag ${fiber.tag})`;
            self.set(name, (self.get(name) ?? 0) + Math.max(0, (fiber.actualDuration ?? 0) - children));
          }
          visit(fiber.child);
        }
      };
      visit(root.current);
      lastStart = newest;
      commits.push({
        at: performance.now(),
        rendered,
        slowest: [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`),
        // The root itself (root.render) has no name.
        updaters: [...(root.memoizedUpdaters ?? [])].map(path).filter((name) => name !== ''),
      });
    },
  };
  Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
}

const build = mkdtempSync(join(tmpdir(), 'admin-profiling-'));
await step(
  'Build the admin with React’s profiling build',
  'pnpm',
  [
    ...['--filter', '@careers/admin', 'exec', 'vite', 'build'],
    ...['--outDir', build, '--emptyOutDir', '--minify', 'false'],
  ],
  { env: { NODE_ENV: 'production', ADMIN_REACT_PROFILING: '1' } },
);
try {
  await withBackOfficeInChromium(async (browser, baseUrl) => {
    serveAdminBuild(build);
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        const context = await browser.newContext(SIGNED_IN);
        try {
          const page = await context.newPage();
          await page.addInitScript(recordCommits);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', FAST_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const shown = await topTenShown(page, `${baseUrl}/admin2025/dashboard`);
          // The commits that follow the first frame (the menu's entries, late registrations).
          await page.waitForLoadState('networkidle');
          const commits = await page.evaluate(() => (window as unknown as { careersCommits: Commit[] }).careersCommits);
          console.log(`\nLoad ${run}: the Top 10 table showed at ${shown.toFixed(0)} ms`);
          for (const commit of commits) {
            console.log(
              `  ${commit.at.toFixed(0).padStart(6)} ms  ${String(commit.rendered).padStart(5)} rendered  ${commit.slowest.join(', ')}`,
            );
            const askedBy = commit.updaters.length > 0 ? commit.updaters : ['the first render (root.render)'];
            for (const updater of askedBy) console.log(`             asked by ${updater}`);
          }
        } finally {
          await context.close();
        }
      }
    } finally {
      stopServingAdminBuild();
    }
  });
} finally {
  rmSync(build, { recursive: true, force: true });
}
