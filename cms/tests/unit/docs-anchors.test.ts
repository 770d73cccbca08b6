// A comment that gives its reason as a link to a section of docs/ (`docs/requirements.md#new-hire`)
// must lead to a heading that exists: a renamed heading would otherwise leave the code pointing at
// nothing. Every tracked text file is searched as it is in the working tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');

/** A link to a heading of one of the manuals, as code and docs write it. */
const DOCS_ANCHOR = String.raw`docs/[A-Za-z0-9_-]+\.md#[A-Za-z0-9_-]+`;

/** Every distinct link `docs/<file>.md#<heading>` named in the tracked text files. */
function anchorLinks(): string[] {
  const run = spawnSync('git', ['grep', '-h', '-o', '-I', '-E', '-e', DOCS_ANCHOR, '--', '.'], {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // git grep exits 1 when nothing matches, 0 when something does, above 1 when it failed.
  if (run.status === 1) return [];
  if (run.status !== 0) throw new Error(`git grep failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\n').filter((line) => line !== ''))].sort();
}

/** The anchor GitHub gives a heading: lowercased, punctuation but hyphens and underscores dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, outside fenced code; none for a file that is not there. */
function headingAnchors(file: string): Set<string> {
  const anchors = new Set<string>();
  if (!existsSync(resolve(REPO, file))) return anchors;
  let fenced = false;
  for (const line of readFileSync(resolve(REPO, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (heading?.[1]) anchors.add(slugOf(heading[1]));
  }
  return anchors;
}

describe('links to sections of docs/', () => {
  it('finds the links it checks', () => {
    expect(anchorLinks().length).toBeGreaterThan(0);
  });

  it('each lead to a heading of that file', () => {
    const broken = anchorLinks().filter((link) => {
      const [file = '', anchor = ''] = link.split('#');
      return !headingAnchors(file).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
