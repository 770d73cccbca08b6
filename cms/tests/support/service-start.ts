// `strapi start` as the service runs it (deploy/careers.service: Strapi's own command, from cms/), for
// starts that must refuse: its exit code and every line it wrote. One that comes up instead is killed
// and reported as started.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitFor } from './child-cms';

export interface ServiceStart {
  /** The exit code of a start that ended by itself; null when it came up. */
  code: number | null;
  started: boolean;
  /** stdout and stderr, in the order written. */
  output: string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export async function startAsService(
  appDir: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<ServiceStart> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: appDir,
      env: { STRAPI_TELEMETRY_DISABLED: 'true', ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  // 'close', not 'exit': by then everything it wrote has come through the pipes.
  const exited = new Promise<void>((done) =>
    child.once('close', (code) => {
      exitCode = code;
      done();
    }),
  );
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/_ready`).then(
      (response) => response.status === 200,
      () => false,
    );
  await waitFor(async () => exitCode !== undefined || (await ready()), timeoutMs, 'the start to end or come up');
  if (exitCode !== undefined) return { code: exitCode, started: false, output };
  child.kill('SIGKILL');
  await exited;
  return { code: null, started: true, output };
}

/** Every line a start wrote, each parsed as JSON: a line that is not JSON fails the parse. */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a line that is not JSON: ${line}`);
      }
    });
}
