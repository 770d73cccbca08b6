// Nothing in the product's code or docs may send a reader where a clone can't follow: the tracker's
// issue numbers, a design file kept beside the repository (its sections, its numbered list of changes),
// the requirement documents kept outside it (their sections, or "the" document as an authority for a
// rule or a text), or a folder above it. A comment gives the reason itself, or a link to a section of
// docs/ (docs/requirements.md says what the product does). Every tracked text file is searched as it
// is in the working tree, so a new reference fails here before it is committed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');

/**
 * The references, one extended regex, case-insensitive. Regex syntax breaks up each reference in this
 * file's own text, so the file doesn't match itself and needs no exclusion.
 */
const OUTSIDE_REFERENCE = [
  String.raw`issues? [0-9]+|DESIGN(\.md| section)|deliberate change [0-9]|\.\./shared`,
  // A requirement document cited by its numbered sections, with or without its name.
  String.raw`spec(ification)?s? sections? [0-9]|\(sections? [0-9]|(public|back-office) spec`,
  // A requirement document named as the authority for a rule, a default or a text.
  String.raw`(the|its|both|two) spec(s|'s|’s)?([^a-z_]|$)|spec('|’)s([^a-z]|$)|spec (defaults?|messages?|ranges?|enums|fields?|documents?|words)`,
].join('|');

/**
 * Files that may hold a match. pnpm's lockfile names each workspace package's dependency on shared/
 * by its path relative to that package (`link:` then up one level): inside the repository.
 */
const ALLOWED = [':(exclude)pnpm-lock.yaml'];

/** Each matching line as `path:line: text`, from git grep over the tracked text files. */
function outsideReferences(): string[] {
  const run = spawnSync('git', ['grep', '-n', '-I', '-i', '-E', '-e', OUTSIDE_REFERENCE, '--', '.', ...ALLOWED], {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // git grep exits 1 when nothing matches, 0 when something does, above 1 when it failed.
  if (run.status === 1) return [];
  if (run.status !== 0) throw new Error(`git grep failed: ${run.stderr}`);
  return run.stdout.split('\n').filter((line) => line !== '');
}

describe('references', () => {
  it('no code or doc cites a tracker issue, a design file or requirement document outside the repository, or a folder above it', () => {
    expect(outsideReferences()).toEqual([]);
  });
});
