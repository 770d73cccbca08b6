// Debian's nginx in front of child instances, with the site configuration docs/OPERATIONS.md gives,
// as an unprivileged child process of the test: its own prefix, configuration, pid and logs in a
// folder of its own, on a free port, stopped at the end.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from './child-cms';
import { freePort } from './free-port';

/** Debian's package (scripts/test-all.ts installs it before the suites). */
export const NGINX = '/usr/sbin/nginx';
/** Run as root, nginx would switch its workers to this account anyway: the test runs all of it so. */
const NOBODY = { uid: 65534, gid: 65534 };

export interface RunningNginx {
  port: number;
  /** What nginx logged: its error log (a 502's cause is there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The first ```nginx block of the deploy section: the site configuration an ops engineer copies. */
function documentedSite(): string {
  const operations = readFileSync(resolve(import.meta.dirname, '../../../docs/OPERATIONS.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(operations)?.[1];
  if (!block) throw new Error('docs/OPERATIONS.md has no ```nginx block');
  return block;
}

/** Replaces `from` (a string or pattern) and fails when the documented configuration lacks it. */
function replaceDocumented(config: string, from: string | RegExp, to: string): string {
  const changed = typeof from === 'string' ? config.replaceAll(from, to) : config.replace(from, to);
  if (changed === config) throw new Error(`the nginx configuration of docs/OPERATIONS.md no longer has ${from}`);
  return changed;
}

/**
 * The documented configuration on this machine: the two instances at `upstreams` instead of
 * 10.0.0.11 and 10.0.0.12, plain HTTP on `port` instead of TLS, logs in `dir`, the site's files at
 * `siteDir`, and no brotli (the docs say to drop it without the module).
 */
function localSite(port: number, upstreams: [number, number], dir: string, siteDir: string): string {
  const changes: [string | RegExp, string][] = [
    ['10.0.0.11:1337', `127.0.0.1:${upstreams[0]}`],
    ['10.0.0.12:1337', `127.0.0.1:${upstreams[1]}`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port};`],
    [/^\s*ssl_certificate .*\n/m, ''],
    [/^\s*ssl_certificate_key .*\n/m, ''],
    ['/var/log/nginx/', `${dir}/`],
    ['/srv/careers-site/current', siteDir],
    [/^\s*brotli_static on;\n/m, ''],
    [/^\s*server \{ listen 80;.*\n/m, ''],
  ];
  return changes.reduce((config, [from, to]) => replaceDocumented(config, from, to), documentedSite());
}

interface PreparedNginx {
  dir: string;
  port: number;
  /** nginx's arguments: this folder as its prefix, its configuration and error log there. */
  args: string[];
  /** As root, nginx runs as nobody, as its workers would anyway. */
  spawnAs: { uid?: number; gid?: number };
}

async function prepare(options: { upstreams: [number, number]; siteDir: string }): Promise<PreparedNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx; scripts/test-all.ts does)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'careers-nginx-'));
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 512; }
http {
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${localSite(port, options.upstreams, dir, options.siteDir)}
}
`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, NOBODY.uid, NOBODY.gid);
  return {
    dir,
    port,
    args: ['-p', dir, '-e', join(dir, 'error.log'), '-c', config],
    spawnAs: asRoot ? NOBODY : {},
  };
}

/** What `nginx -t` says of the documented configuration: its exit code and output. */
export async function checkNginxConfig(options: {
  upstreams: [number, number];
  siteDir: string;
}): Promise<{ status: number | null; output: string }> {
  const { dir, args, spawnAs } = await prepare(options);
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8', ...spawnAs });
  rmSync(dir, { recursive: true, force: true });
  return { status: check.status, output: `${check.stdout}${check.stderr}` };
}

export async function startNginx(options: { upstreams: [number, number]; siteDir: string }): Promise<RunningNginx> {
  const { dir, port, args, spawnAs } = await prepare(options);
  let output = '';
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...spawnAs,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const errorLog = () => {
    const file = join(dir, 'error.log');
    return `${output}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  };
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${errorLog()}`);
      return fetch(`http://127.0.0.1:${port}/_health`).then(
        () => true,
        () => false,
      );
    },
    30_000,
    'nginx to listen',
  );
  return {
    port,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
