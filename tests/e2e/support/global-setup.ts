import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { newRunId } from '../../../cms/tests/support/run-id.ts';
import { SmtpCapture } from '../../../cms/tests/support/smtp-capture.ts';
import { createFreshDatabase, dropDatabase } from '../../../cms/tests/support/test-database.ts';
import { testReleasesDir } from '../../../cms/tests/support/test-releases.ts';
import { saveSessions } from './sessions.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const CMS = join(ROOT, 'cms');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: CMS, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });
}

/** Resolves once the CMS's first site build is live at `currentLink`. */
async function firstRelease(currentLink: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!existsSync(join(currentLink, 'index.html'))) {
    if (Date.now() > deadline) throw new Error('the first site build did not finish in time');
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * The whole system for the browser: the CMS on a fresh database with the demo company (SQLite, or
 * PostgreSQL when E2E_POSTGRES_URL names a server), which builds the site on its first start and
 * serves it. Tests get its address in E2E_BASE_URL, and a saved session per role (sessions.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'careers-e2e-'));
  // The suite runner compiles the CMS once for every suite (CMS_PREBUILT); on its own, compile here.
  if (process.env.CMS_PREBUILT !== 'true') await run(process.execPath, [join(CMS, 'scripts', 'compile.mts')]);
  const postgresServer = process.env.E2E_POSTGRES_URL;
  const postgresName = `careers_e2e_${newRunId()}`;
  const database: NodeJS.ProcessEnv = postgresServer
    ? {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: await createFreshDatabase(postgresServer, postgresName),
        DATABASE_FILENAME: '',
      }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: join(dir, 'e2e.db') };
  const currentLink = join(dir, 'site-current');
  const releasesDir = testReleasesDir(join(ROOT, 'site'), `e2e-${basename(dir)}`);
  // The site's code through a link, so a test can break a build the way a bad deploy would.
  const siteSource = join(dir, 'site-source');
  symlinkSync(join(ROOT, 'site'), siteSource);
  // A real SMTP server for the CMS to send to; each message lands as a JSON file the tests can read.
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  const smtp = new SmtpCapture();
  // Written beside, then renamed: a test polling the folder never reads a half-written message.
  smtp.onMessage = (mail) => {
    const file = join(mailDir, `${smtp.messages.length}.json`);
    writeFileSync(`${file}.partial`, JSON.stringify(mail), { mode: 0o600 });
    renameSync(`${file}.partial`, file);
  };
  const smtpPort = await smtp.start();
  const child: ChildProcess = spawn(process.execPath, [join(CMS, 'tests', 'support', 'cms-process.mts')], {
    cwd: CMS,
    env: {
      ...process.env,
      CMS_APP_DIR: CMS,
      NODE_ENV: 'test',
      CMS_DATA_DIR: dir,
      ...database,
      SERVE_CMS_PANEL: 'false',
      LOG_LEVEL: 'error',
      SITE_SOURCE_DIR: siteSource,
      SITE_RELEASES_DIR: releasesDir,
      SITE_CURRENT_LINK: currentLink,
      SITE_DIR: currentLink,
      SITE_BUILD_DEBOUNCE_SECONDS: '0',
      ENGINE_TICK_SECONDS: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every journey signs in from 127.0.0.1, several with the same account.
      SIGN_IN_LIMIT_PER_IP: '1000',
      SIGN_IN_LIMIT_PER_ACCOUNT: '100',
      // The journeys move the CMS's clock instead of waiting, and change settings (support/control.ts).
      TEST_CONTROL: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let controlPort = 0;
  const port = await new Promise<number>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      controlPort = Number(/CONTROL (\d+)/.exec(output)?.[1] ?? 0);
      const ready = /READY (\d+)/.exec(output);
      if (ready) done(Number(ready[1]));
    });
    child.once('exit', (code) => fail(new Error(`the CMS exited with ${code}`)));
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
  if (postgresServer) process.env.E2E_DATABASE_URL = database.DATABASE_URL;
  else process.env.E2E_DATABASE_FILE = join(dir, 'e2e.db');
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SITE_SOURCE_LINK = siteSource;
  process.env.E2E_PRIVATE_FILES_DIR = join(dir, 'private-files');
  // The sign-ins need only the CMS, not the site: they run while the first site build does.
  await Promise.all([firstRelease(currentLink), saveSessions()]);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await smtp.close();
    if (postgresServer) await dropDatabase(postgresServer, postgresName);
    rmSync(dir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  };
}
