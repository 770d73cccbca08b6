// The files a process killed mid-upload leaves in private storage (stored, but the row that names them
// never written): the sweep removes them once older than the grace period, and nothing else.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../support/application-fixture';
import { startChildCms, waitFor } from '../support/child-cms';
import { testServer } from '../support/test-server';

const server = await testServer();

/** Writes a file under `key` in `root`, last changed `hoursAgo`. */
function plant(root: string, key: string, hoursAgo: number): string {
  const path = join(root, ...key.split('/'));
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '%PDF-1.4 a CV');
  const when = new Date(Date.now() - hoursAgo * 3_600_000);
  utimesSync(path, when, when);
  return path;
}

describe('the sweep of private files no row points to', () => {
  it('removes an orphan older than the grace period, and keeps a fresh orphan and a referenced file', async () => {
    const root = join(server.workerDir, `orphan-private-${randomUUID()}`);
    const folder = `posting${randomUUID().replaceAll('-', '')}`;
    const oldOrphan = plant(root, `${folder}/killed-mid-upload.pdf`, 48);
    // An upload in flight: its file is stored, its row not yet written.
    const freshOrphan = plant(root, `${folder}/upload-in-flight.pdf`, 0);
    const referencedKey = `${folder}/kept-cv.pdf`;
    const referenced = plant(root, referencedKey, 48);
    const application = await makeApplication(server);
    await server.strapi.db
      .query('api::application.application')
      .updateMany({ where: { documentId: application.documentId }, data: { cv_url: referencedKey } });

    // A worker instance runs the schedules, and each once at its start.
    const worker = await startChildCms(server.appDir, {
      ...server.childEnv,
      INSTANCE_ROLE: 'worker',
      ENGINE_WORKERS: '',
      PRIVATE_FILES_DIR: root,
      LOG_LEVEL: 'warn',
    });
    try {
      await waitFor(() => worker.output().includes('[files] removed'), 60_000, 'the sweep to report');
      expect(worker.output()).toContain(
        `[files] removed 1 private files no row points to (unchanged for 24 h): ${folder}/killed-mid-upload.pdf`,
      );
      expect(existsSync(oldOrphan)).toBe(false);
      expect(existsSync(freshOrphan)).toBe(true);
      expect(existsSync(referenced)).toBe(true);
    } finally {
      await worker.stop();
    }
  }, 240_000);
});

/** `npm run files:sweep` as ops run it (the built CMS, the service's environment), on the suite's database. */
function sweepCommand(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const root = resolve(server.appDir, '..');
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'toolchain.mjs'), 'scripts/sweep-orphan-files.ts'], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'error' },
    });
    let text = '';
    const keep = (chunk: Buffer) => {
      text += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => done({ code, output: text }));
  });
}

describe('npm run files:sweep', () => {
  it('removes the old orphans now and says what it removed and kept', async () => {
    const root = join(server.workerDir, `orphan-command-${randomUUID()}`);
    const folder = `posting${randomUUID().replaceAll('-', '')}`;
    const oldOrphan = plant(root, `${folder}/left-by-a-crash.pdf`, 30);
    const freshOrphan = plant(root, `${folder}/arriving.pdf`, 0);

    const run = await sweepCommand({ ...server.childEnv, PRIVATE_FILES_DIR: root });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`removed 1 files no row points to`);
    expect(run.output).toContain(`removed ${folder}/left-by-a-crash.pdf`);
    expect(run.output).toContain('1 more no row points to are younger than 24 h and were kept');
    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(freshOrphan)).toBe(true);
  }, 120_000);
});
