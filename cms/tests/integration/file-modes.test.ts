// The database, the generated secrets and candidates' files are readable by the
// account the server runs as only.
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { testServer } from '../support/test-server';

type Env = typeof import('../../src/platform/config/env');

const server = await testServer();
const env = server.load<Env>('platform/config/env').readEnv();

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under `root`, with its mode. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = { [root]: modeOf(root) };
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    Object.assign(modes, statSync(path).isDirectory() ? modesUnder(path) : { [path]: modeOf(path) });
  }
  return modes;
}

const everyModeIs = (modes: Record<string, string>, dirMode: string, fileMode: string) =>
  Object.fromEntries(Object.keys(modes).map((path) => [path, statSync(path).isDirectory() ? dirMode : fileMode]));

describe('files only the server account may read', () => {
  it('after startup: the data folder, the secrets, the database with its -wal and -shm', () => {
    const expected: Record<string, string> = {
      [env.dataDir]: '700',
      [join(env.dataDir, 'dev-secrets.json')]: '600',
      [env.privateFilesDir]: '700',
      [env.uploadTempDir]: '700',
    };
    if (env.database.client === 'sqlite') {
      // Write-ahead logging: both companions exist once the database has been written to.
      for (const suffix of ['', '-wal', '-shm']) expected[`${env.database.filename}${suffix}`] = '600';
    }
    const actual = Object.fromEntries(
      Object.keys(expected).map((path) => [path, existsSync(path) ? modeOf(path) : 'missing']),
    );
    expect(actual).toEqual(expected);
  });

  it('after an application: its CV and the folders holding it', async () => {
    const posting = await openPosting(server);
    const answer = await submitApplication(
      server,
      applicationForm(server, posting, { fields: { email: `modes.${Date.now()}@example.com` } }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const modes = modesUnder(env.privateFilesDir);
    expect(Object.keys(modes).length).toBeGreaterThan(2);
    expect(modes).toEqual(everyModeIs(modes, '700', '600'));
  });
});

describe('a folder of another account', () => {
  type OwnerOnly = typeof import('../../src/platform/storage/owner-only');

  it("keeps its operator's modes (a shared volume mounted for another account), and the server starts", () => {
    const { ownerOnlyDir } = server.load<OwnerOnly>('platform/storage/owner-only');
    const volume = join(server.workerDir, `shared-volume-${Date.now()}`);
    mkdirSync(volume, { mode: 0o770 });
    chmodSync(volume, 0o770);
    const uid = process.getuid?.() ?? 0;
    // Another account: only root may hand a folder over, so as anyone else the folder stays ours.
    if (uid === 0) chownSync(volume, 4242, 4242);
    expect(() => ownerOnlyDir(volume)).not.toThrow();
    expect(modeOf(volume)).toBe(uid === 0 ? '770' : '700');
  });
});
