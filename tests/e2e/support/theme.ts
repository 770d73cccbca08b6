// The signed-in admin's theme is kept per account on the server, and the journeys share accounts: a
// journey that switches themes starts from the one it expects, whatever an earlier one left.
import { expect, type Page } from '@playwright/test';
import { base } from './system';

export async function startInTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const response = await page.request.put(`${base()}/api/admin-auth/me/theme`, { data: { theme_preference: theme } });
  expect(response.status(), await response.text()).toBe(200);
}
