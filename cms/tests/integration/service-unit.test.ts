// The systemd unit docs/OPERATIONS.md installs (deploy/careers.service), checked by systemd itself and then
// run as systemd runs it: its ExecStart in its WorkingDirectory, with systemd's bare PATH and only the
// environment the unit and its EnvironmentFile give. It must come up ready (the site builder found
// without pnpm on the PATH) and stop on its KillSignal with exit 0.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/child-cms';
import { freePort } from '../support/free-port';
import { productionEnv } from '../support/production-env';
import { testServer } from '../support/test-server';

const INSTALLED_AT = '/srv/careers/app';
/** systemd's default PATH for services: neither the pinned Node nor pnpm is on it. */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const root = resolve(import.meta.dirname, '../../..');
const server = await testServer();

/** The [Service] settings of the unit, as key → values (a key may repeat). */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of unit.split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line.trim());
    if (header) section = header[1] ?? '';
    const entry = /^(\w+)=(.*)$/.exec(line);
    if (section === 'Service' && entry) {
      settings.set(entry[1] as string, [...(settings.get(entry[1] as string) ?? []), entry[2] as string]);
    }
  }
  return settings;
}

describe('the systemd unit', () => {
  it('passes systemd-analyze verify, installed at this checkout', () => {
    const dir = join(server.workerDir, `unit-${randomUUID()}`);
    mkdirSync(dir, { recursive: true });
    const envFile = join(dir, 'careers.env');
    writeFileSync(envFile, 'NODE_ENV=production\n');
    const unit = readFileSync(join(root, 'deploy', 'careers.service'), 'utf8')
      .replaceAll(INSTALLED_AT, root)
      .replace(/^User=.*$/m, `User=${userInfo().username}`)
      .replace(/^Group=.*$/m, '')
      .replace(/^EnvironmentFile=.*$/m, `EnvironmentFile=${envFile}`);
    writeFileSync(join(dir, 'careers.service'), unit);
    const verify = spawnSync('systemd-analyze', ['verify', join(dir, 'careers.service')], { encoding: 'utf8' });
    expect(verify.error).toBeUndefined();
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
    expect(verify.status).toBe(0);
  });

  it("starts ready under systemd's bare PATH and stops with exit 0 on its KillSignal", async () => {
    const settings = serviceSettings(readFileSync(join(root, 'deploy', 'careers.service'), 'utf8'));
    const [command, ...args] = (settings.get('ExecStart')?.[0] ?? '').replaceAll(INSTALLED_AT, root).split(' ');
    const workingDirectory = (settings.get('WorkingDirectory')?.[0] ?? '').replaceAll(INSTALLED_AT, root);
    const fromUnit = Object.fromEntries(
      (settings.get('Environment') ?? []).map((assignment) => assignment.split('=', 2) as [string, string]),
    );
    const port = await freePort();
    const production = productionEnv(server, {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: join(server.workerDir, `service-${randomUUID()}.db`),
    });
    // What /etc/careers/careers.env holds: the production block of docs/OPERATIONS.md, for this machine.
    const environmentFile = Object.fromEntries(
      Object.entries({
        ...production,
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_CMS_PANEL: 'false',
        SITE_AUTO_BUILD: 'true',
        SITE_SOURCE_DIR: join(root, 'site'),
        ENGINE_WORKERS: 'false',
        LOG_LEVEL: 'info',
      }).filter(([name]) =>
        /^(NODE_ENV|HOST|PORT|PUBLIC_URL|DATABASE_|APP_KEYS|API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|ENCRYPTION_KEY|PRIVATE_FILES_DIR|SITE_|SMTP_|SERVE_|ENGINE_WORKERS|CMS_DATA_DIR|LOG_LEVEL)/.test(
          name,
        ),
      ),
    );
    const service = spawn(command as string, args, {
      cwd: workingDirectory,
      env: { PATH: SYSTEMD_PATH, ...fromUnit, ...environmentFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    service.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    service.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => service.on('exit', (code) => done(code)));
    try {
      await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/_ready`).then(
            (response) => response.status === 200,
            () => false,
          ),
        90_000,
        'the service to be ready',
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-3000)}`);
      });
      const signal = (settings.get('KillSignal')?.[0] ?? 'SIGTERM') as NodeJS.Signals;
      service.kill(signal);
      expect(await exited, output.slice(-3000)).toBe(0);
      // Production's log, start to stop: JSON lines only, the last one saying the stop was clean.
      const lines = output
        .trim()
        .split('\n')
        .map((line) => {
          try {
            return JSON.parse(line) as { message: string };
          } catch {
            throw new Error(`a log line that is not JSON: ${JSON.stringify(line)}`);
          }
        });
      expect(lines.at(-1)?.message).toMatch(/^\[stop\] stopped cleanly in \d+ ms$/);
    } finally {
      service.kill('SIGKILL');
    }
  }, 180_000);
});
