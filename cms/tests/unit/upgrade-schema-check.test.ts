// The upgrade section of docs/OPERATIONS.md tells an operator whether a release changes the schema with
// one git command: if it lists nothing for a release that does, a rollback without a restore loses the
// newer columns. The command is read out of the manual and run, as typed there, on this repository's
// own history, between a commit that changed content types and its parent.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const SCHEMA_FILE = /^cms\/src\/api\/[^/]+\/content-types\/[^/]+\/schema\.json$/;

function git(args: string[]): string {
  const run = spawnSync('git', args, { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/** The manual's command, with its placeholders <old> and <new>. */
function documentedCommand(): string {
  const manual = readFileSync(join(REPO, 'docs', 'OPERATIONS.md'), 'utf8');
  const upgrades = manual.slice(manual.indexOf('**Upgrades.**'));
  // A line of a shell block, or inline code.
  const command = /(?:^ *|`)(git diff [^`\n]*<old> <new>[^`\n]*)/m.exec(upgrades)?.[1];
  if (!command) throw new Error('docs/OPERATIONS.md, Upgrades: no command `git diff … <old> <new> …` found');
  return command;
}

/**
 * The newest commit (not a merge: one parent to compare with) that changed a content type's schema.json,
 * and those files. Found from the names git lists under cms/src/api, not with the manual's pathspec.
 */
function newestSchemaChange(): { commit: string; files: string[] } {
  const log = git(['log', '--no-merges', '--format=%x00%H', '--name-only', '--', 'cms/src/api']);
  for (const entry of log.split('\0').filter((part) => part.trim() !== '')) {
    const [commit, ...names] = entry.split('\n').filter((line) => line.trim() !== '');
    const files = names.filter((name) => SCHEMA_FILE.test(name));
    if (commit && files.length > 0) return { commit, files: files.sort() };
  }
  throw new Error('no commit in this history changed a content type schema.json');
}

describe("the upgrade section's schema check", () => {
  it('lists the content types a release changed, on this repository’s own history', () => {
    if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      throw new Error(
        'This test runs the manual’s command on the repository’s history, which a shallow clone lacks: ' +
          'clone it whole (or git fetch --unshallow) and run it again.',
      );
    }
    const { commit, files } = newestSchemaChange();
    const command = documentedCommand().replace('<old>', `${commit}^`).replace('<new>', commit);
    // As an operator types it: through a shell, which passes the quoted pathspec on to git.
    const run = spawnSync('sh', ['-c', command], { cwd: REPO, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    for (const file of files) expect(run.stdout, `${command} lists ${file}`).toContain(file);
  });
});
