// The frame of an operational command: owner-only files, a clear message instead of a stack trace
// for what the operator can fix, and an exit code a timer or a script can act on.
import { resolve } from 'node:path';

/** A refusal or a failure the operator can act on: printed as it is, exit 1. */
export class CommandError extends Error {}

export interface CommandLine {
  /** The one folder or file the command works on ('' for a command that takes none). */
  folder: string;
  flags: Set<string>;
  /** Options with a path (`--scratch <folder>`, `--identity <file>`), resolved as the folder is. */
  options: Map<string, string>;
}

interface CommandShape {
  usage: string;
  /** The flags it takes (`--yes`), without the dashes. */
  flags: string[];
  /** The options that take a path, without the dashes. */
  options?: string[];
  /** False for a command that works on the configured installation only. */
  takesFolder?: boolean;
}

function parse(args: string[], shape: CommandShape): CommandLine | null {
  // npm runs scripts from the repository's root: a relative path means the operator's own folder.
  const from = process.env.INIT_CWD ?? process.cwd();
  const folders: string[] = [];
  const flags = new Set<string>();
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) {
      folders.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s);
    if (shape.flags.includes(name) && inline === undefined) flags.add(name);
    else if (shape.options?.includes(name)) {
      const value = inline ?? args[++index];
      if (!value || value.startsWith('--') || options.has(name)) return null;
      options.set(name, resolve(from, value));
    } else return null;
  }
  const takesFolder = shape.takesFolder ?? true;
  if (folders.length !== (takesFolder ? 1 : 0)) return null;
  return { folder: takesFolder ? resolve(from, folders[0] as string) : '', flags, options };
}

export async function runOperatorCommand(
  shape: CommandShape,
  work: (line: CommandLine) => Promise<void>,
): Promise<void> {
  // Candidates' data: everything this command or its tools (pg_dump) create is the owner's only.
  process.umask(0o077);
  const line = parse(process.argv.slice(2), shape);
  if (!line) {
    console.error(`Usage: ${shape.usage}`);
    process.exit(2);
  }
  try {
    await work(line);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
