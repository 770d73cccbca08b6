// What an operator sees of a production start's settings: a start with the environment file missing
// names everything it lacks in one go, one JSON line each, and exits non-zero; and the secrets come from
// the environment only, never from a dev-secrets.json a build or a development run left in the checkout.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsBuildEnvironment } from '../../../scripts/lib/build-release.ts';
import { startChildCms } from '../support/child-cms';
import { productionEnv } from '../support/production-env';
import { jsonLines, startAsService } from '../support/service-start';
import { testServer } from '../support/test-server';

const server = await testServer();
const scratch = (name: string) => {
  const dir = join(server.workerDir, `${name}-${randomUUID()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

describe('a production start with nothing set', () => {
  it('names every missing setting at once, one JSON line each, and exits non-zero', async () => {
    const dataDir = scratch('unset-production');
    const start = await startAsService(server.appDir, { NODE_ENV: 'production', CMS_DATA_DIR: dataDir });

    expect(start.started, start.output).toBe(false);
    expect(start.code, start.output).not.toBe(0);
    const lines = jsonLines(start.output);
    expect(lines.map((line) => line.setting)).toEqual([
      'PUBLIC_URL',
      'DATABASE_URL',
      'PRIVATE_FILES_DIR',
      'SITE_RELEASES_DIR',
      'SMTP_URL',
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'ENCRYPTION_KEY',
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'error', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(line.message).toMatch(new RegExp(`^\\[start\\] refused: ${String(line.setting)} is not set: `));
    }
    // Production generates no secret, so none was written for it.
    expect(existsSync(join(dataDir, 'dev-secrets.json'))).toBe(false);
  }, 120_000);
});

describe("a production checkout's dev-secrets.json", () => {
  it('is neither read nor written by a production start', async () => {
    const dataDir = scratch('production-leftover');
    const leftover = join(dataDir, 'dev-secrets.json');
    // Not even JSON: a start that opened it would fail on it.
    const content = '{"APP_KEYS": "left by a build';
    writeFileSync(leftover, content, { mode: 0o644 });
    const child = await startChildCms(server.appDir, {
      ...productionEnv(server, {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_URL: '',
        DATABASE_FILENAME: join(dataDir, 'careers.db'),
      }),
      CMS_DATA_DIR: dataDir,
    });
    try {
      expect((await fetch(`http://127.0.0.1:${child.port}/_ready`)).status).toBe(200);
    } finally {
      await child.stop();
    }
    expect(readFileSync(leftover, 'utf8')).toBe(content);
    expect((statSync(leftover).mode & 0o777).toString(8)).toBe('644');
  }, 120_000);

  it('is not made by the release build, which loads the configuration with a scratch data folder', () => {
    // `npm run build` as the deploy runs it: no environment file, so not production. Strapi's build
    // loads the configuration (createStrapi, as its build context does) from the checkout's cms/.
    const checkout = scratch('built-checkout');
    const buildData = scratch('build-data');
    const load = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         const appDir = ${JSON.stringify(server.appDir)};
         const { createStrapi } = createRequire(appDir + '/package.json')('@strapi/strapi');
         createStrapi({ appDir, distDir: appDir + '/dist', autoReload: true, serveAdminPanel: false });
         console.log('configuration loaded');
         process.exit(0);`,
      ],
      {
        cwd: checkout,
        env: { PATH: process.env.PATH, HOME: checkout, ...cmsBuildEnvironment(buildData) },
        encoding: 'utf8',
      },
    );
    expect(load.stdout + load.stderr).toContain('configuration loaded');
    expect(existsSync(join(checkout, 'data', 'dev-secrets.json'))).toBe(false);
    expect(existsSync(join(checkout, 'data'))).toBe(false);
  }, 60_000);
});
