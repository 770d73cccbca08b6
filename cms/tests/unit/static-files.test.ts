import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStaticFile } from '../../src/http/frontends/static-files';

const base = mkdtempSync(join(tmpdir(), 'static-files-'));
const root = join(base, 'site');
mkdirSync(join(root, 'jobs'), { recursive: true });
writeFileSync(join(root, 'index.html'), 'home');
writeFileSync(join(root, 'jobs', 'index.html'), 'jobs');
writeFileSync(join(base, 'secret.txt'), 'secret');
mkdirSync(join(base, 'site-other'), { recursive: true });
writeFileSync(join(base, 'site-other', 'secret.txt'), 'sibling secret');

describe('findStaticFile', () => {
  it('finds files and folder index pages inside the root', async () => {
    expect((await findStaticFile(root, '/'))?.path).toBe(join(root, 'index.html'));
    expect((await findStaticFile(root, '/jobs'))?.path).toBe(join(root, 'jobs', 'index.html'));
    expect((await findStaticFile(root, '/jobs/index.html'))?.contentType).toBe('text/html; charset=utf-8');
  });

  it('tells a folder index page from a file named by the path', async () => {
    expect((await findStaticFile(root, '/jobs'))?.folderIndex).toBe(true);
    expect((await findStaticFile(root, '/jobs/'))?.folderIndex).toBe(true);
    expect((await findStaticFile(root, '/jobs/index.html'))?.folderIndex).toBe(false);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/jobs/../../secret.txt',
    '/../site-other/secret.txt',
    '/%2e%2e%2fsite-other%2fsecret.txt',
    '/secret.txt%00',
    '/%E0%A4%A',
  ])('finds nothing outside the root for %s', async (path) => {
    expect(await findStaticFile(root, path)).toBeNull();
  });
});
