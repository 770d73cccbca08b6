import { spawn } from 'node:child_process';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[${command}] ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Ends the script once everything it printed has gone out. Into a pipe (CI's tee), stdout is written
 * asynchronously and process.exit drops what is still queued: a long suite's output, then the summary
 * and the total line after it, were lost that way.
 */
export async function exitAfterOutput(code: number): Promise<never> {
  const drained = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  process.exit(code);
}

/** Runs a step that must succeed, or stops the script with its exit code. */
export async function step(title: string, command: string, args: string[], options: RunOptions = {}): Promise<void> {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code})`);
    await exitAfterOutput(code);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The install every script starts with: the committed lockfile, exactly. */
export function installDependencies(): Promise<void> {
  return step('Install dependencies (pnpm, frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']);
}
