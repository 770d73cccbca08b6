import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Core } from '@strapi/strapi';
import { keepFirstStart } from './first-start-copy';
import { OpenAiStub } from './openai-stub';
import { newRunId } from './run-id';
import { SmtpCapture } from './smtp-capture';
import { createFreshDatabase, databaseNamePrefix, postgresServerUrl } from './test-database';
import { testReleasesDir } from './test-releases';

// Strapi's ESM build cannot be imported by Node's own loader (it imports lodash/fp as a directory),
// so the real package is loaded through its CommonJS entry.
const strapiPackage = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');

export interface TestServer {
  strapi: Core.Strapi;
  baseUrl: string;
  database: 'sqlite' | 'postgres';
  /** The real SMTP server the system sends to. */
  smtp: SmtpCapture;
  /** The OpenAI-compatible server the real SDK talks to once an OpenAI key is set. */
  openai: OpenAiStub;
  /** The compiled module Strapi itself loaded (module state such as registries is shared with it). */
  load<T>(modulePath: string): T;
  appDir: string;
  workerDir: string;
  /** The environment the server was started with, for child processes on the same database. */
  childEnv: NodeJS.ProcessEnv;
}

let booting: Promise<TestServer> | undefined;

/**
 * Settings the suite runs with where they differ from the settings' defaults. New-application notices
 * would queue one e-mail per admin for every application, and admins pile up in a worker's database:
 * the tests of those notices switch them on for themselves.
 */
export const TEST_SETTINGS = { email_notify_new_applications: false } as const;

type SettingValues = typeof import('../../src/domain/settings/setting-value');

/** Stores TEST_SETTINGS over the seeded values (again after anything that reseeds). */
export async function applyTestSettings(server: Pick<TestServer, 'strapi' | 'load'>): Promise<void> {
  const { toStoredSettingValue } = server.load<SettingValues>('domain/settings/setting-value');
  for (const [key, value] of Object.entries(TEST_SETTINGS)) {
    await server.strapi.db
      .query('api::system-setting.system-setting')
      .update({ where: { setting_key: key }, data: { setting_value: toStoredSettingValue(value) } });
  }
}

/** Small stand-ins for the built site and back office, so serving them is tested before they exist. */
function writeFrontendBuilds(workerDir: string): { siteDir: string; adminDir: string } {
  const files: Record<string, string> = {
    'site/nested/outside-secret.txt': 'ordinary page asset',
    'site/index.html': '<!doctype html><title>Careers home</title><script>window.islandsReady = true;</script>',
    'site/jobs/index.html': '<!doctype html><title>Open Positions</title>',
    'site/jobs/not-found/index.html': '<!doctype html><title>Job Not Found</title>',
    'site/ar/index.html': '<!doctype html><html lang="ar" dir="rtl"><title>الرئيسية</title></html>',
    'site/ar/jobs/not-found/index.html':
      '<!doctype html><html lang="ar" dir="rtl"><title>الوظيفة غير موجودة</title></html>',
    'site/jobs/openposting00001/index.html': '<!doctype html><title>Senior Accountant</title>',
    'site/about/index.html': '<!doctype html><title>About Gulf Horizon</title>',
    'site/sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset/>',
    'site/rss.xml': '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"/>',
    'site/robots.txt': 'User-agent: *',
    'site/favicon.png': 'PNG',
    'site/onboarding/index.html':
      '<!doctype html><title>Employee Onboarding</title><script>window.onboardingIsland = true;</script>',
    'site/ar/onboarding/index.html':
      '<!doctype html><html lang="ar" dir="rtl"><title>إجراءات انضمام الموظف</title></html>',
    'site/_astro/island.abc123.js': 'export const island = 1;',
    'admin/index.html': '<!doctype html><title>Back office</title>',
    'admin/assets/index-abc123.js': 'console.log("admin");',
  };
  // A secret beside the builds: no URL may ever reach it.
  files['outside-secret.txt'] = 'TOP-SECRET-MARKER';
  // Served only as is: no compressed copies, as a build made before precompression has none.
  files['site/_astro/uncompressed.abc123.js'] = `export const rows = ${JSON.stringify(Array(400).fill('row'))};`;
  for (const [path, content] of Object.entries(files)) {
    const full = join(workerDir, 'frontends', path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
    // The builds write a brotli and a gzip copy beside each text file.
    if (/\.(html|js)$/.test(path) && !path.includes('uncompressed')) {
      writeFileSync(`${full}.br`, brotliCompressSync(content));
      writeFileSync(`${full}.gz`, gzipSync(content));
    }
  }
  return { siteDir: join(workerDir, 'frontends', 'site'), adminDir: join(workerDir, 'frontends', 'admin') };
}

/**
 * The compiled CMS. The suite runner compiles once for every suite that runs at the same time
 * (CMS_PREBUILT=true, scripts/test-all.ts); a run of its own compiles here.
 */
async function compiled(appDir: string): Promise<{ appDir: string; distDir?: string }> {
  const distDir = join(appDir, 'dist');
  if (process.env.CMS_PREBUILT === 'true') return { appDir, distDir };
  // Strapi compiles into dist/ without removing what is no longer in src/: a deleted route would live on.
  rmSync(distDir, { recursive: true, force: true });
  return strapiPackage.compileStrapi({ appDir });
}

async function boot(): Promise<TestServer> {
  const runId = process.env.CAREERS_TEST_RUN_ID ?? newRunId();
  const workerId = process.env.VITEST_POOL_ID ?? '1';
  const tmpRoot = process.env.CAREERS_TEST_TMP ?? join('/tmp', `careers-it-${runId}`);
  const workerDir = join(tmpRoot, `worker-${workerId}`);
  mkdirSync(workerDir, { recursive: true });

  process.env.NODE_ENV = 'test';
  process.env.CMS_DATA_DIR = workerDir;
  process.env.SERVE_CMS_PANEL = 'false';
  process.env.SEED_DEMO_DATA = 'true';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
  const smtp = new SmtpCapture();
  const smtpPort = await smtp.start();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  // No key is set, so scoring is offline until a test stores one; then the SDK talks to this stub.
  const openai = new OpenAiStub();
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${await openai.start()}/v1`;
  process.env.OPENAI_API_KEY = '';
  process.env.OPENAI_TIMEOUT_SECONDS = '1';
  process.env.OPENAI_MAX_RETRIES = '2';
  // Tests drive the engine step by step; the worker loop runs only in child processes.
  process.env.ENGINE_WORKERS = 'false';
  process.env.ENGINE_RETRY_BASE_SECONDS = '0';
  // Every test request comes from 127.0.0.1: the per-IP limit is tested on its own.
  process.env.APPLY_LIMIT_PER_IP_PER_HOUR = '10000';
  process.env.SIGN_IN_LIMIT_PER_IP = '10000';
  // A second origin besides PUBLIC_URL that may call the API with a cookie (cross-site-requests.test.ts).
  process.env.CORS_ORIGINS = 'https://partner.gulfhorizon.test';
  const frontends = writeFrontendBuilds(workerDir);
  process.env.SITE_DIR = frontends.siteDir;
  // Site builds are driven by the tests themselves, into this worker's own folders.
  process.env.SITE_AUTO_BUILD = 'false';
  process.env.SITE_BUILD_DEBOUNCE_SECONDS = '1';
  // Inside the site's folder, as in production: astro build keeps its chunks beside its output only
  // then, and elsewhere in the site's shared .astro/, where another suite's build would delete them.
  process.env.SITE_RELEASES_DIR = join(
    testReleasesDir(resolve(import.meta.dirname, '../../../site'), runId),
    `${postgresServerUrl() ? 'postgres' : 'sqlite'}-w${workerId}`,
  );
  process.env.SITE_CURRENT_LINK = join(workerDir, 'site-current');
  process.env.ADMIN_DIR = frontends.adminDir;
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    process.env.DATABASE_URL = await createFreshDatabase(serverUrl, `${databaseNamePrefix(runId)}w${workerId}`);
    process.env.DATABASE_CLIENT = 'postgres';
  } else {
    process.env.DATABASE_FILENAME = join(workerDir, 'careers.db');
    process.env.DATABASE_CLIENT = 'sqlite';
  }

  const appDir = resolve(import.meta.dirname, '../..');
  const strapi = await strapiPackage.createStrapi(await compiled(appDir)).load();
  // Before the suite's settings and tests change anything: what a first start makes, for installations.
  if (!serverUrl) await keepFirstStart(strapi, workerDir);
  strapi.server.mount();
  const httpServer = strapi.server.httpServer;
  await new Promise<void>((done) => httpServer.listen(0, '127.0.0.1', done));
  const { port } = httpServer.address() as AddressInfo;
  const requireDist = createRequire(join(appDir, 'dist', 'package.json'));
  const load = <T>(modulePath: string) => requireDist(join(appDir, 'dist', 'src', modulePath)) as T;
  await applyTestSettings({ strapi, load });
  return {
    strapi,
    baseUrl: `http://127.0.0.1:${port}`,
    database: serverUrl ? 'postgres' : 'sqlite',
    smtp,
    openai,
    load,
    appDir,
    workerDir,
    childEnv: { ...process.env },
  };
}

/** As long as a first start may take on a loaded CI machine (it compiles the CMS when run alone). */
const BOOT_LIMIT_MS = 180_000;

/**
 * The real Strapi of this test worker: booted once on a fresh database, shared by its test files.
 * Files await it at their top level, where no hook timeout applies: a start that hangs fails here.
 */
export function testServer(): Promise<TestServer> {
  booting ??= new Promise<TestServer>((resolveServer, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The test Strapi did not start within ${BOOT_LIMIT_MS / 1000} s`)),
      BOOT_LIMIT_MS,
    );
    boot()
      .then(resolveServer, reject)
      .finally(() => clearTimeout(timer));
  });
  return booting;
}

export async function getJson(server: TestServer, path: string, init?: RequestInit) {
  const response = await fetch(`${server.baseUrl}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text for the assertion message.
  }
  return { status: response.status, headers: response.headers, body };
}
