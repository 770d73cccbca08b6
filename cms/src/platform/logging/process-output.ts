import { formatWithOptions } from 'node:util';
import { writeJsonLine } from './json-line';
import { maskSecrets } from './masked-fields';

/** Each console method a library (node-cron, Knex, Strapi's own CLI) may call, and its line's level. */
const CONSOLE_LEVELS = {
  log: 'info',
  info: 'info',
  debug: 'debug',
  warn: 'warn',
  error: 'error',
  trace: 'error',
} as const;

let installed = false;
let consoleLeftAsText = false;

/**
 * For an operator's command that boots the CMS (the account check, a site build): it prints for a
 * person, also beside a production server, so its console stays text. Called before the CMS loads.
 * @public called by scripts/lib/boot-cms.ts through the compiled CMS.
 */
export function leaveConsoleAsText(): void {
  consoleLeftAsText = true;
}

/** A console call as one line: objects with their secrets masked, an error by its message and stack. */
function consoleEntry(level: string, args: unknown[]): { level: string; message: string; stack?: string } {
  const errors = args.filter((arg): arg is Error => arg instanceof Error);
  const shown = args.map((arg) =>
    arg instanceof Error ? arg.message : typeof arg === 'object' && arg !== null ? maskSecrets(arg) : arg,
  );
  const message = formatWithOptions({ colors: false, breakLength: Number.POSITIVE_INFINITY }, ...shown);
  return errors.length === 0
    ? { level, message }
    : { level, message, stack: errors.map((error) => error.stack).join('\n') };
}

/**
 * Makes every line a production process writes one JSON object (json-line.ts), also what does not
 * come through Strapi's logger: console calls of libraries (node-cron's coloured warnings), Node's
 * process warnings (pg's deprecation notices), and an exception nobody caught, before the logger
 * exists too (a start stopped by a wrong setting). Development keeps its text.
 */
export function writeProcessOutputAsJson(): void {
  if (installed || consoleLeftAsText) return;
  installed = true;
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => writeJsonLine(consoleEntry(level, args));
  }
  // Node prints warnings as text by a listener of its own: ours replaces it.
  for (const listener of process.listeners('warning')) process.off('warning', listener);
  process.on('warning', (warning) => {
    const { code } = warning as Error & { code?: string };
    // Where it came from, when asked for as Node's own printer would be (NODE_OPTIONS=--trace-warnings).
    const traced = process.traceProcessWarnings || (warning.name === 'DeprecationWarning' && process.traceDeprecation);
    const stack = traced ? warning.stack : undefined;
    writeJsonLine({ level: 'warn', message: `${warning.name}: ${warning.message}`, code, stack, source: 'node' });
  });
  // Instead of Node's text and stack: the same exit, code 1, after one JSON line.
  process.on('uncaughtException', (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    writeJsonLine({ level: 'error', message: `[process] uncaught: ${message}`, stack: (error as Error | null)?.stack });
    process.exit(1);
  });
}
