// The databases a restore replaced, kept beside their place as `<prefix><time>…` (a SQLite file with
// its log files, or a pg_dump): each is a whole database, so only the newest few are kept.
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Copies of replaced databases kept: the last three restores can each be undone. */
export const REPLACED_COPIES_KEPT = 3;

const STAMP = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z)/;

/**
 * Removes the entries of `folder` named `<prefix><time>…` whose time is not among the newest `keep`;
 * answers the names removed.
 */
export async function pruneReplacedCopies(folder: string, prefix: string, keep: number): Promise<string[]> {
  const byStamp = new Map<string, string[]>();
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const stamp = STAMP.exec(name.slice(prefix.length))?.[1];
    if (!stamp) continue;
    byStamp.set(stamp, [...(byStamp.get(stamp) ?? []), name]);
  }
  const old = [...byStamp.keys()].sort().reverse().slice(keep);
  const removed = old.flatMap((stamp) => byStamp.get(stamp) ?? []).sort();
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}
