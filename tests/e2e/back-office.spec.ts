import { expect, type Page, request as requests, test } from '@playwright/test';
import { dbFlag, dbTime, queryRow, runSql } from './support/database';
import { type Mail, newestMail } from './support/mailbox';
import { ACCOUNTS, type Account, sessionOf } from './support/sessions';
import { base } from './support/system';

const ADMIN = ACCOUNTS.super_admin;
// Our own addition: what the Connection Error screen says when no answer came (shared/src/messages/).
const SERVER_UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

const codeIn = (mail: Mail) => /\b([1-9]\d{5})\b/.exec(mail.text)?.[1] ?? '';

async function enterCredentials(page: Page, account: Account = ADMIN): Promise<number> {
  await page.goto(`${base()}/admin2025/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  return asked;
}

async function signIn(page: Page, account: Account = ADMIN): Promise<void> {
  // A code still valid from an earlier journey is not sent again: start from a spent one.
  await runSql('UPDATE admin_otp_codes SET verified = ? WHERE email = ?', true, account.email);
  const asked = await enterCredentials(page, account);
  const code = codeIn(await newestMail(account.email, 'sign-in code', asked));
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/admin2025\/dashboard$/);
}

test.describe('signing in to the back office', () => {
  test.setTimeout(60_000);

  test('password, then the e-mailed code, leads to the dashboard; logout returns to the login', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('menu');
    for (const name of [
      'Dashboard',
      'Jobs',
      'Applications',
      'Hired Staff',
      'Benefits',
      'Settings',
      'Email Templates',
      'View Site',
    ])
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
    // The index leads to the dashboard; a path the back office does not know leads to the site.
    await page.goto(`${base()}/admin2025`);
    await expect(page).toHaveURL(/\/admin2025\/dashboard$/);
    await page.goto(`${base()}/admin2025/no-such-page`);
    await expect(page).toHaveURL(`${base()}/`);
    await page.goto(`${base()}/admin2025/dashboard`);
    await page.getByRole('menu').getByText('Logout', { exact: true }).click();
    await expect(page).toHaveURL(/\/admin2025\/login$/);
    await page.goto(`${base()}/admin2025/dashboard`);
    await expect(page).toHaveURL(/\/admin2025\/login$/);
  });

  test('shows the product’s messages for a wrong password and a wrong code', async ({ page }) => {
    await page.goto(`${base()}/admin2025/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');

    await runSql('UPDATE admin_otp_codes SET verified = ? WHERE email = ?', true, ADMIN.email);
    const asked = await enterCredentials(page);
    const code = codeIn(await newestMail(ADMIN.email, 'sign-in code', asked));
    await page.getByLabel('Code').fill(code === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired OTP. Please try again.');
    // Back to Email starts over.
    await page.getByRole('button', { name: 'Back to Email' }).click();
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('counts the code down in m:ss and offers Resend Code at zero', async ({ page }) => {
    await page.clock.install();
    await runSql('UPDATE admin_otp_codes SET verified = ? WHERE email = ?', true, ADMIN.email);
    await enterCredentials(page);
    await expect(page.getByRole('timer')).toHaveText(/expires in [45]:\d\d/);
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    // Five minutes pass, for the browser and for the server's copy of the code.
    await runSql(
      'UPDATE admin_otp_codes SET expires_at = ? WHERE email = ? AND verified = ?',
      dbTime(Date.now() - 1000),
      ADMIN.email,
      false,
    );
    await page.clock.fastForward('05:01');
    await expect(page.getByRole('timer')).toHaveText(/0:00/);
    await expect(resend).toBeEnabled();
    const asked = Date.now();
    await resend.click();
    // The new code works (checked through the API: this page's clock is a test double).
    const code = codeIn(await newestMail(ADMIN.email, 'sign-in code', asked));
    const answer = await page.request.post(`${base()}/api/admin-auth/code`, { data: { email: ADMIN.email, code } });
    expect(answer.status()).toBe(200);
  });

  test('the countdown’s first frame is the code’s five minutes, however long the password form was open', async ({
    page,
  }) => {
    // The page's clock starts a minute back: for the page, the password form is open for a minute.
    await page.clock.install({ time: Date.now() - 60_000 });
    await runSql('UPDATE admin_otp_codes SET verified = ? WHERE email = ?', true, ADMIN.email);
    await page.goto(`${base()}/admin2025/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    // The minute passes and the clock stops: no tick can replace the first frame of the countdown.
    await page.clock.pauseAt(Date.now());
    await page.getByRole('button', { name: 'Sign In' }).click();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/expires in \d+:\d\d/);
    const [minutes, seconds] = (/(\d+):(\d\d)/.exec((await timer.textContent()) ?? '') ?? []).slice(1).map(Number);
    expect((minutes ?? 99) * 60 + (seconds ?? 99)).toBeLessThanOrEqual(300);
    expect((minutes ?? 0) * 60 + (seconds ?? 0)).toBeGreaterThan(290);
  });

  test('with the API unreachable, shows Connection Error with the message and Reload Page, not the sign-in form', async ({
    page,
  }) => {
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${base()}/admin2025/dashboard`);
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
    await expect(page.getByText(SERVER_UNREACHABLE)).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin2025\/dashboard$/);

    // The server answers, but fails: its own message.
    await page.unroute('**/api/**');
    await page.route('**/api/admin-auth/me', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { status: 503, name: 'ServiceUnavailableError', message: 'The database is restarting' } },
      }),
    );
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
    await expect(page.getByText('The database is restarting')).toBeVisible();

    // Back online and signed out: Reload Page leads to the sign-in form.
    await page.unroute('**/api/admin-auth/me');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page).toHaveURL(/\/admin2025\/login$/);
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('keeps each admin’s theme across sign-ins, and signs out to dark', async ({ page }) => {
    await signIn(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).not.toBe(dark);
    const light = await background();
    await page.getByRole('menu').getByText('Logout', { exact: true }).click();
    await expect.poll(background).toBe(dark);
    await signIn(page);
    await expect.poll(background).toBe(light);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(background).toBe(dark);
  });
});

test.describe('the back office, signed in', () => {
  test.use({ storageState: sessionOf('super_admin') });

  test('opens the menu on a phone at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base()}/admin2025/dashboard`);
    await page.getByRole('button', { name: /open menu|open drawer/i }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin2025\/settings$/);
    // Measured once the settings page has replaced the dashboard, not in between.
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });
});

test.describe('forgot password', () => {
  test.setTimeout(60_000);

  test('mails a reset link; the new password signs in', async ({ page }) => {
    // An account of its own, made through the back-office API by the development admin.
    const email = `reset.${Date.now()}@gulfhorizon.test`;
    const admin = await requests.newContext({ storageState: sessionOf('super_admin') });
    const roles = await admin.get(`${base()}/api/backoffice/roles?filter=${encodeURIComponent('{"q":"viewer"}')}`);
    const viewer = ((await roles.json()) as { id: string; name: string }[]).find((role) => role.name === 'viewer');
    const created = await admin.post(`${base()}/api/backoffice/users`, {
      data: { email, full_name: 'Reset Journey', password: 'first password 123', role_id: viewer?.id },
    });
    expect(created.status()).toBe(201);
    await admin.dispose();
    await page.goto(`${base()}/admin2025/login`);

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByLabel('Email').fill(email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText('reset link');
    const link =
      /href="([^"]*reset-password\?token=[^"]+)"/.exec((await newestMail(email, 'Reset', asked)).html)?.[1] ?? '';
    expect(link).toContain('/admin2025/reset-password?token=');

    await page.goto(`${base()}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
    await page.getByLabel('New password').fill('second password 456');
    await page.getByLabel('Confirm password').fill('second password 456');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Password updated successfully!');
    // The page moves on by itself a few seconds later (a timer of the page): wait for it, not for a time.
    await expect(page).toHaveURL(/\/admin2025\/login$/, { timeout: 30_000 });
    await signIn(page, { email, password: 'second password 456' });
  });

  test('shows Invalid Link without a token', async ({ page }) => {
    await page.goto(`${base()}/admin2025/reset-password`);
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/admin2025\/login$/);
  });
});

test.describe('admin users and roles', () => {
  test.setTimeout(60_000);
  test.use({ storageState: sessionOf('super_admin') });

  test('creates, edits and deactivates a user; creates and edits a role', async ({ page }) => {
    await page.goto(`${base()}/admin2025/settings`);
    await page.getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByText('super_admin')).toBeVisible();

    // A custom role.
    const roleName = `Talent Scout ${Date.now() % 100000}`;
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/roles\/create$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Finds candidates');
    await page.getByLabel('manage_applications').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role created successfully!')).toBeVisible();
    const stored = roleName.toLowerCase().replace(/\s+/g, '_');
    await page.getByText(stored).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Finds and screens candidates');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role updated successfully!')).toBeVisible();

    // A user with that role.
    const email = `scout.${Date.now()}@gulfhorizon.test`;
    await page.goto(`${base()}/admin2025/users/create`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill('Sara Scout');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await password.fill('a long enough password');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: stored }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Admin account created successfully!')).toBeVisible();

    await page.getByText(email).click();
    // The list's column header is also labelled 'Full name': wait for the edit form itself.
    await expect(page.getByRole('heading', { name: 'Edit Admin User' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Sara Talent Scout');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(page.getByText('Sara Talent Scout')).toBeVisible();

    await page.getByText(email).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
    expect(
      dbFlag((await queryRow('SELECT is_active FROM backoffice_admin_users WHERE email = ?', email))?.is_active),
    ).toBe(false);

    // The account check tells why that user can no longer sign in.
    await page.goto(`${base()}/admin2025/settings`);
    await page.getByRole('link', { name: 'Check Account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Check Account' }).click();
    await expect(page.getByText('Admin record exists: Yes')).toBeVisible();
    await expect(page.getByText('Active: No')).toBeVisible();
    await expect(page.getByText(/How to Fix: The account is deactivated/)).toBeVisible();
  });
  test('deletes a user after a confirmation; the account can no longer sign in', async ({ page }) => {
    const email = `leaver.${Date.now()}@gulfhorizon.test`;
    const roles = await page.request.get(
      `${base()}/api/backoffice/roles?filter=${encodeURIComponent('{"q":"viewer"}')}`,
    );
    const viewer = ((await roles.json()) as { id: string; name: string }[]).find((role) => role.name === 'viewer');
    const created = await page.request.post(`${base()}/api/backoffice/users`, {
      data: { email, full_name: 'Leaving Soon', password: 'a long enough password', role_id: viewer?.id },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`${base()}/admin2025/users/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Admin User' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Delete this user?')).toBeVisible();
    await expect(confirm.getByText(email)).toBeVisible();
    // Cancel keeps the account.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await queryRow('SELECT id FROM backoffice_admin_users WHERE email = ?', email)).toBeDefined();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User deleted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin2025\/users$/);
    await expect(page.getByText(email)).toHaveCount(0);
    expect(await queryRow('SELECT id FROM backoffice_admin_users WHERE email = ?', email)).toBeUndefined();
    const signInAttempt = await page.request.post(`${base()}/api/admin-auth/password`, {
      data: { email, password: 'a long enough password' },
    });
    expect(signInAttempt.ok()).toBe(false);

    // Nobody is offered to delete their own account.
    const me = (await (await page.request.get(`${base()}/api/admin-auth/me`)).json()) as { data: { id: string } };
    await page.goto(`${base()}/admin2025/users/${me.data.id}`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('Users and Roles keep the Settings tab bar and the sidebar’s Settings entry; View Site and Logout look like menu items', async ({
    page,
  }) => {
    const menu = page.getByRole('menu');
    const settingsEntry = menu.getByRole('menuitem', { name: 'Settings' });
    for (const [path, tab] of [
      ['/admin2025/users', 'Admin Users & Roles'],
      ['/admin2025/roles', 'Admin Users & Roles'],
      ['/admin2025/users/create', 'Admin Users & Roles'],
      ['/admin2025/settings?tab=advanced', 'Advanced'],
    ] as const) {
      await page.goto(`${base()}${path}`);
      const tabs = page.getByRole('tablist', { name: 'Settings' });
      await expect(tabs, path).toBeVisible();
      await expect(tabs.getByRole('tab', { selected: true }), path).toHaveText(tab);
      await expect(settingsEntry, path).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('menuitem', { name: 'Jobs' }), path).not.toHaveAttribute('aria-current');
    }
    // From a user page, the tab bar leads to another tab.
    await page.goto(`${base()}/admin2025/users`);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page).toHaveURL(/\/admin2025\/settings\?tab=advanced$/);
    await expect(page.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');

    // View Site and Logout have the look of the other entries: colour, type, spacing, icon column.
    const look = (name: string) =>
      menu.getByRole('menuitem', { name }).evaluate((item) => {
        const style = getComputedStyle(item);
        const icon = item.querySelector('svg')?.parentElement;
        return {
          color: style.color,
          font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
          padding: `${style.paddingLeft} ${style.paddingTop}`,
          height: item.getBoundingClientRect().height,
          iconColumn: icon ? getComputedStyle(icon).minWidth : 'none',
          iconSize: item.querySelector('svg')?.getBoundingClientRect().width,
        };
      });
    const jobs = await look('Jobs');
    expect(await look('View Site')).toEqual(jobs);
    expect(await look('Logout')).toEqual(jobs);
  });
});

test.describe('the OpenAI key in Settings', () => {
  test.setTimeout(60_000);
  test.use({ storageState: sessionOf('super_admin') });

  test('is saved write-only: the page shows only that it is set and its last characters', async ({ page }) => {
    const key = `sk-e2e-${Date.now()}-wxyz`;
    await page.goto(`${base()}/admin2025/settings`);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page.getByText('No OpenAI API key is set.')).toBeVisible();
    await page.getByLabel('OpenAI API key').fill(key);
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText('Saved. The key is stored encrypted and will not be shown again.')).toBeVisible();
    await expect(page.getByText('An OpenAI API key is set (…wxyz).')).toBeVisible();

    // After a reload the key is nowhere on the page, and the database holds no plain copy.
    await page.reload();
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page.getByText('An OpenAI API key is set (…wxyz).')).toBeVisible();
    await expect(page.getByLabel('Replace the OpenAI API key')).toHaveValue('');
    expect(await page.content()).not.toContain(key);
    const stored = await queryRow("SELECT setting_value FROM system_settings WHERE setting_key = 'openai_api_key'");
    expect(String(stored?.setting_value)).not.toContain(key);

    await page.getByRole('button', { name: 'Remove key' }).click();
    await expect(page.getByText('No OpenAI API key is set.')).toBeVisible();
  });
});
