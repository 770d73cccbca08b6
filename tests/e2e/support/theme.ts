// The signed-in admin's theme is kept per account on the server, and the journeys share accounts: a
// journey that switches themes starts from the one it expects, whatever an earlier one left.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { base } from './system';

export async function startInTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const response = await page.request.put(`${base()}/api/admin-auth/me/theme`, { data: { theme_preference: theme } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The page, started in the dark theme, has no axe violations in it, nor colour ones in the light
 * theme; it is left dark again.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  // The switch's tooltip follows the pointer: move away, so the page is checked as it rests.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoAxeViolations(page, { coloursOnly: true });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
}
