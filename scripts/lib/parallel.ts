// Running independent commands side by side on a small machine: each one's output is held back
// and printed whole when it ends, so the log reads as if they had run one after the other.
import { spawn } from 'node:child_process';
import { exitAfterOutput, ROOT, type RunOptions } from './run.ts';

export interface Captured {
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command with its output (stdout and stderr, in order) collected. */
export function runCaptured(command: string, args: string[], options: RunOptions = {}): Promise<Captured> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const seconds = () => (Date.now() - started) / 1000;
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: seconds() }),
    );
    child.on('error', (error) => resolve({ code: 1, output: `[${command}] ${error.message}\n`, seconds: seconds() }));
  });
}

export interface Step {
  title: string;
  command: string;
  args: string[];
  options?: RunOptions;
  /** A step that needs this one's result: it runs next in the same lane, once this one succeeded. */
  followedBy?: Step;
}

/**
 * Runs steps that must all succeed, at most `width` at a time (one per core); stops the script with
 * the first failure's exit code once the running ones have ended.
 */
export async function parallelSteps(steps: Step[], width: number): Promise<void> {
  const waiting = [...steps];
  let failed = 0;
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      for (let current: Step | undefined = next; current && !failed; current = current.followedBy) {
        const result = await runCaptured(current.command, current.args, current.options);
        console.log(`\n▶ ${current.title}\n${result.output.trimEnd()}`);
        if (result.code !== 0) {
          console.error(`✖ ${current.title} failed (exit ${result.code})`);
          failed ||= result.code;
        } else console.log(`✔ ${current.title} (${result.seconds.toFixed(1)} s)`);
      }
      if (failed) return;
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  if (failed) await exitAfterOutput(failed);
}
