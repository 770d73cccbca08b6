import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { currentDate } from '../../platform/clock';

/** A fresh, empty folder for the next release, named so that names sort by time. */
export function newReleaseDir(releasesDir: string, now = currentDate()): string {
  mkdirSync(releasesDir, { recursive: true });
  const name = `${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const dir = join(releasesDir, name);
  mkdirSync(dir);
  return dir;
}

/** The release the site is served from now, or null before the first build. */
export function currentRelease(currentLink: string): string | null {
  try {
    return lstatSync(currentLink).isSymbolicLink() ? readlinkSync(currentLink) : null;
  } catch {
    return null;
  }
}

/**
 * Points the live link at a new release in one step: a temporary link is renamed over the old one,
 * which the file system does atomically, so no request ever sees half a site.
 */
export function switchRelease(currentLink: string, releaseDir: string): void {
  mkdirSync(dirname(currentLink), { recursive: true });
  const temporary = `${currentLink}.next-${process.pid}`;
  rmSync(temporary, { force: true });
  // A relative target: an instance or nginx that mounts the shared folder elsewhere follows it too.
  symlinkSync(relative(dirname(currentLink), releaseDir), temporary);
  renameSync(temporary, currentLink);
}

/** Keeps the newest `keep` releases and the live one; removes the rest. */
export function pruneReleases(releasesDir: string, currentLink: string, keep = 3): string[] {
  if (!existsSync(releasesDir)) return [];
  const live = currentRelease(currentLink);
  const names = readdirSync(releasesDir).sort().reverse();
  const removed: string[] = [];
  for (const name of names.slice(keep)) {
    const dir = join(releasesDir, name);
    if (live && basename(live) === name) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
