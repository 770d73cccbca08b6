import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ChildCms {
  port: number;
  process: ChildProcess;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it stands. */
  kill(): Promise<void>;
  /** What the process has written so far, stdout and stderr (the last megabyte). */
  output(): string;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the compiled CMS in a child process and resolves once it listens. `cwd` stands for another
 * machine's checkout: paths the CMS derives from its working folder are then that instance's own.
 */
export function startChildCms(
  appDir: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
  cwd = appDir,
): Promise<ChildCms> {
  const child = spawn(
    process.execPath,
    // The launcher's own TypeScript modules would warn about their module type: not the CMS's output.
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', join(appDir, 'tests', 'support', 'cms-process.mts')],
    {
      cwd,
      env: {
        // An upload folder of its own unless the test gives one: each instance empties its folder at
        // start, which must never touch the test server's uploads in flight.
        UPLOAD_TEMP_DIR: join(tmpdir(), `careers-child-uploads-${randomUUID()}`),
        // Every child loads the same Strapi and CMS code: Node keeps its compiled code for the next
        // child of this run (about half a second less a start, measured).
        NODE_COMPILE_CACHE: join(process.env.CAREERS_TEST_TMP ?? tmpdir(), 'node-compile-cache'),
        ...env,
        CMS_APP_DIR: appDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-1_000_000);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child CMS did not start in time:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      keep(chunk);
      const ready = /READY (\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({
        port: Number(ready[1]),
        process: child,
        async stop() {
          child.kill('SIGTERM');
          await exited(child);
        },
        async kill() {
          child.kill('SIGKILL');
          await exited(child);
        },
        output: () => output,
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the child CMS exited with code ${code}:\n${output.slice(-2000)}`));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
