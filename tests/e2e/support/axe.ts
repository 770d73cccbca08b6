// axe-core checks of a page as it rests. Only colours change with the theme, so a page checked with
// every rule in one theme is checked in the other for the colour rules alone: half the work, the
// same findings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rules a change of palette can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeCheck {
  /** A selector the check is limited to (a dialog); the whole page when absent. */
  include?: string;
  /** Only the colour rules: the page was checked with every rule in the other theme. */
  coloursOnly?: boolean;
  /**
   * The page alone, its frames' own documents left out (their titles are still checked): axe's
   * per-frame run cannot enter an opaque sandboxed frame (the e-mail preview) and waits there until
   * the test times out, so axe runs once in the page itself (legacy mode).
   */
  skipFrames?: boolean;
}

/**
 * Waits until no transition or animation is under way (endless ones, spinners, aside): colours read
 * halfway through a theme's fade are neither theme's, and axe would judge their contrast.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoAxeViolations(page: Page, check: AxeCheck = {}): Promise<void> {
  await settled(page);
  let builder = new AxeBuilder({ page });
  if (check.include) builder = builder.include(check.include);
  if (check.coloursOnly) builder = builder.withRules(COLOUR_RULES);
  if (check.skipFrames) builder = builder.options({ iframes: false }).setLegacyMode();
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
