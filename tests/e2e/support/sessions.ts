// Saved back-office sessions: the global setup signs each role in once (password, then the e-mailed
// code, through the API), and journeys start from the browser state that sign-in left behind. The
// sign-in itself is a journey of its own (back-office.spec.ts), kept in the browser.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { runSql } from './database.ts';
import { newestMail } from './mailbox.ts';
import { base } from './system.ts';

export interface Account {
  email: string;
  password: string;
}

/** The development accounts of the demo company, by role. */
export const ACCOUNTS = {
  super_admin: { email: 'admin@gulfhorizon.bh', password: 'Admin2025!careers' },
} as const satisfies Record<string, Account>;

export type Role = keyof typeof ACCOUNTS;

/** The code in a sign-in e-mail. */
export const codeIn = (text: string): string => /\b([1-9]\d{5})\b/.exec(text)?.[1] ?? '';

/** Signs `request` in through the API (password, then the e-mailed code); its cookie jar keeps the session. */
export async function signInThroughApi(request: APIRequestContext, account: Account): Promise<void> {
  // A code still valid from an earlier sign-in is not sent again: start from a spent one.
  await runSql('UPDATE admin_otp_codes SET verified = ? WHERE email = ?', true, account.email);
  const asked = Date.now();
  expect((await request.post(`${base()}/api/admin-auth/password`, { data: account })).status()).toBe(200);
  const code = codeIn((await newestMail(account.email, 'sign-in code', asked)).text);
  const answer = await request.post(`${base()}/api/admin-auth/code`, { data: { email: account.email, code } });
  expect(answer.status()).toBe(200);
}

/** Which database this run's system uses: its own sessions and results, so two runs can go side by side. */
export const runDatabase = (): 'postgres' | 'sqlite' => (process.env.E2E_POSTGRES_URL ? 'postgres' : 'sqlite');

// Known when the test files load (before the global setup runs), as test.use needs it.
const sessionsDir = (): string => join(import.meta.dirname, '..', '..', '.auth', runDatabase());

/** The saved browser state of `role`'s session, for test.use({ storageState }). */
export const sessionOf = (role: Role): string => join(sessionsDir(), `${role}.json`);

/** Signs every role in once and saves its browser state (global setup). */
export async function saveSessions(): Promise<void> {
  mkdirSync(sessionsDir(), { recursive: true });
  for (const [role, account] of Object.entries(ACCOUNTS)) {
    const request = await requests.newContext();
    try {
      await signInThroughApi(request, account);
      await request.storageState({ path: join(sessionsDir(), `${role}.json`) });
    } finally {
      await request.dispose();
    }
  }
}
