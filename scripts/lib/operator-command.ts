// The frame of an operational command: owner-only files, a clear message instead of a stack trace
// for what the operator can fix, and an exit code a timer or a script can act on.
import { resolve } from 'node:path';

/** A refusal or a failure the operator can act on: printed as it is, exit 1. */
export class CommandError extends Error {}

export interface CommandLine {
  /** The one folder the command works on. */
  folder: string;
  flags: Set<string>;
}

interface CommandShape {
  usage: string;
  /** The flags it takes (`--yes`), without the dashes. */
  flags: string[];
}

function parse(args: string[], shape: CommandShape): CommandLine | null {
  // npm runs scripts from the repository's root: a relative path means the operator's own folder.
  const from = process.env.INIT_CWD ?? process.cwd();
  const folders = args.filter((arg) => !arg.startsWith('--'));
  const flags = new Set(args.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2)));
  const known = [...flags].every((flag) => shape.flags.includes(flag));
  const [folder] = folders;
  return folder !== undefined && folders.length === 1 && known ? { folder: resolve(from, folder), flags } : null;
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
