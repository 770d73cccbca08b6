// The account check ops run when someone cannot sign in (`npm run account:check -- <e-mail>`,
// scripts/check-account.ts): the CLI prints what diagnoseAccount answers, tested here on the real database,
// and the CLI itself, run as ops run it on a deployed instance: against the built code, installing nothing.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin-session';
import { productionEnv } from '../support/production-env';
import { testServer } from '../support/test-server';

type FirstAdmin = typeof import('../../src/domain/auth/first-admin');
const server = await testServer();
const diagnoseAccount = server.load<FirstAdmin>('domain/auth/first-admin').diagnoseAccount;

describe('the account check', () => {
  it('finds an active admin as typed by hand, and says it is in order', async () => {
    const admin = await createAdmin(server, 'recruiter');
    expect(await diagnoseAccount(server.strapi, `  ${admin.email.toUpperCase()} `)).toEqual({
      email: admin.email,
      admin_record_exists: true,
      is_active: true,
      authentication_account_exists: true,
      role_name: 'recruiter',
      how_to_fix: expect.stringMatching(/^The account is in order\./),
    });
  });

  it('says an inactive admin is deactivated and who can activate it', async () => {
    const admin = await createAdmin(server, 'viewer', { active: false });
    expect(await diagnoseAccount(server.strapi, admin.email)).toEqual({
      email: admin.email,
      admin_record_exists: true,
      is_active: false,
      authentication_account_exists: true,
      role_name: 'viewer',
      how_to_fix: expect.stringMatching(/^The account is deactivated\. An admin with manage_users can activate it/),
    });
  });

  it('says no admin has an unknown e-mail, and refuses what is not an e-mail', async () => {
    const email = `nobody.${Date.now()}@gulfhorizon.test`;
    expect(await diagnoseAccount(server.strapi, email)).toEqual({
      email,
      admin_record_exists: false,
      is_active: null,
      authentication_account_exists: false,
      role_name: null,
      how_to_fix: expect.stringMatching(/^No admin has this e-mail\. Create the user in Settings/),
    });
    // The CLI prints "is not an e-mail address" and exits with 2 for this answer.
    expect(await diagnoseAccount(server.strapi, 'not-an-email')).toBeNull();
  });
});

/** `npm run account:check -- <email>` as ops run it, on the test server's database. */
function accountCheck(email: string, env = server.childEnv): Promise<{ code: number | null; output: string }> {
  const root = resolve(server.appDir, '..');
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'toolchain.mjs'), 'scripts/check-account.ts', email], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'error' },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on('exit', (exitCode) => done({ code: exitCode, output: text }));
  });
}

describe('the account check command', () => {
  it('answers from the built CMS beside a running instance: no install, no build, no recompile', async () => {
    const inactive = await createAdmin(server, 'recruiter', { active: false });
    const active = await createAdmin(server, 'viewer');
    const builtIndex = join(server.appDir, 'dist', 'src', 'index.js');
    const builtAt = statSync(builtIndex).mtimeMs;

    const wrong = await accountCheck(inactive.email);
    // Something is wrong with the account (deactivated): a script or monitor sees it in the exit code.
    expect(wrong.code, wrong.output).toBe(1);
    expect(wrong.output).toContain(`Account check for ${inactive.email}`);
    expect(wrong.output).toMatch(/active: +no/);
    expect(wrong.output).toMatch(/How to Fix: The account is deactivated\./);
    expect(wrong.output).not.toMatch(/Install dependencies|Build shared|installing/i);

    const fine = await accountCheck(active.email);
    expect(fine.code, fine.output).toBe(0);
    expect(fine.output).toMatch(/How to Fix: The account is in order\./);
    expect(statSync(builtIndex).mtimeMs).toBe(builtAt);
  }, 120_000);

  it("prints for a person on a production machine too, where the server's own lines are JSON", async () => {
    const active = await createAdmin(server, 'viewer');
    // As docs/OPERATIONS.md has ops run it: with the instance's settings (careers.env) loaded.
    const fine = await accountCheck(active.email, productionEnv(server, {}));
    expect(fine.code, fine.output).toBe(0);
    expect(fine.output).toContain(`\nAccount check for ${active.email}\n`);
    expect(fine.output).toMatch(/\n {2}How to Fix: The account is in order\./);
  }, 120_000);
});
