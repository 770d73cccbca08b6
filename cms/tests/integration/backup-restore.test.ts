// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts) as an operator runs
// them against a running installation of the suite's database kind: a backup taken while candidates
// apply is one consistent moment, and its restore holds every application answered before it,
// field for field, with each CV byte for byte.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFields, toFormData } from '../support/application-fixture';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { makePdf } from '../support/file-fixtures';
import { type CommandRun, newInstallation, runOperatorCommand } from '../support/installation';
import { testServer } from '../support/test-server';

type FormToken = typeof import('../../src/domain/applications/intake/form-token');

interface Application {
  email: string;
  cv: Buffer;
  sentAt: number;
  answeredAt: number;
}

interface Manifest {
  database: { client: string; row_counts: Record<string, number> };
  dev_secrets: boolean;
}
const started: ChildCms[] = [];
let backupFolder: string;
/** When the backup command was started and when it ended (performance.now()). */
const backupWindow = { started: 0, ended: 0 };
const answered: Application[] = [];

afterAll(async () => {
  await Promise.all(started.map((child) => child.stop()));
});

const server = await testServer();
// Its first start's schema and demo company are not what is tested: made once, where it can be.
const live = await newInstallation(server, 'backup-live', { startedOnce: true });
const restored = await newInstallation(server, 'backup-restored');
const instance = await startChildCms(server.appDir, live.env);
started.push(instance);
const jobs = (await (await fetch(`http://127.0.0.1:${instance.port}/api/public/jobs`)).json()) as {
  data: { id: string; screening_questions: string[] }[];
};
const [job] = jobs.data;
if (!job) throw new Error('the demo company has no open job');
const posting = { documentId: job.id, screening_questions: job.screening_questions };
// The installation generated its secrets on first start; the form's token is signed with them.
const appKeys = (JSON.parse(readFileSync(join(live.dataDir, 'dev-secrets.json'), 'utf8')) as { APP_KEYS: string })
  .APP_KEYS;

/** Candidates applying with a CV of their own through the public API, `lanes` at a time, until stopped. */
function keepApplying(lanes: number): { stop(): Promise<void> } {
  const { issueFormToken } = server.load<FormToken>('domain/applications/intake/form-token');
  let running = true;
  const lane = async () => {
    while (running) {
      const cv = makePdf([`Candidate ${answered.length}`, `Accountant ${Math.random()}`]);
      // As the modal would have got it a few seconds ago (the form's minimum time).
      const fields = applicationFields(posting, issueFormToken(appKeys, posting.documentId, Date.now() - 6000));
      const form = toFormData(fields);
      form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
      const sentAt = performance.now();
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/public/applications`, {
        method: 'POST',
        body: form,
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`apply answered ${response.status}: ${body}`);
      answered.push({ email: String(fields.email), cv, sentAt, answeredAt: performance.now() });
    }
  };
  const lanesDone = Promise.all(
    Array.from({ length: lanes }, () =>
      lane().finally(() => {
        running = false;
      }),
    ),
  );
  return {
    async stop() {
      running = false;
      await lanesDone;
    },
  };
}

const manifestOf = (folder: string) => JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;

/** Every file and folder below `root` whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => (statSync(path).mode & 0o077) !== 0);
}

describe('npm run backup on a running installation', () => {
  it('copies one consistent moment while candidates apply, into an owner-only folder', async () => {
    const target = `${live.dataDir}-backups`;
    // Held from before the first application to after the backup: on SQLite what they write is then
    // only in the write-ahead log, which a plain copy of the database file would miss.
    const endRead = await live.holdRead();
    const writers = keepApplying(2);
    let backup: CommandRun;
    try {
      await waitFor(() => answered.length >= 10, 60_000, 'ten applications before the backup');
      backupWindow.started = performance.now();
      backup = await runOperatorCommand(server, 'backup', [target], live.env);
      backupWindow.ended = performance.now();
      const { ended } = backupWindow;
      await waitFor(() => answered.filter((a) => a.sentAt > ended).length >= 3, 60_000, 'applications after it');
    } finally {
      // A lane's failure (an answer other than 201) surfaces here.
      await writers.stop().finally(endRead);
    }
    const { started, ended } = backupWindow;

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/✔ Backup complete in [\d.]+ s/);
    // Candidates' answers arrived while the backup ran: it was taken under writes.
    expect(answered.filter((a) => a.answeredAt > started && a.answeredAt < ended).length).toBeGreaterThan(0);

    const made = readdirSync(target);
    expect(made).toEqual([expect.stringMatching(/^careers-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)]);
    backupFolder = join(target, made[0] as string);
    expect(statSync(backupFolder).mode & 0o777).toBe(0o700);
    expect(openToOthers(backupFolder)).toEqual([]);
    const manifest = manifestOf(backupFolder);
    expect(manifest.database.client).toBe(server.database);
    expect(manifest.dev_secrets).toBe(true);
    const before = answered.filter((a) => a.answeredAt < started).length;
    expect(manifest.database.row_counts.applications).toBeGreaterThanOrEqual(before);
  }, 180_000);
});

describe('npm run restore', () => {
  it('refuses over a running instance, and without --yes, changing nothing', async () => {
    const liveCount = (await live.rows('SELECT * FROM applications')).length;
    const overLive = await runOperatorCommand(server, 'restore', [backupFolder, '--yes'], live.env);
    expect(overLive.code).toBe(1);
    expect(overLive.stderr).toMatch(
      server.database === 'sqlite'
        ? /A running instance has \S+careers\.db open\. Stop every instance first/
        : /other connection\(s\) to the database: .* Stop every instance first/,
    );
    expect((await live.rows('SELECT * FROM applications')).length).toBe(liveCount);
    expect(readdirSync(live.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);

    const unconfirmed = await runOperatorCommand(server, 'restore', [backupFolder], restored.env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toMatch(
      /Nothing was changed\. .* Stop every instance first, then run again with --yes\./,
    );
    expect(existsSync(restored.dataDir)).toBe(false);
  }, 60_000);

  it('brings back every application answered before the backup, field for field, with its CV byte for byte', async () => {
    const restore = await runOperatorCommand(server, 'restore', [backupFolder, '--yes'], restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/✔ Restored\. Start the instances one at a time/);
    if (server.database === 'sqlite') {
      expect(await restored.rows('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    }
    const manifest = manifestOf(backupFolder);
    for (const [table, count] of Object.entries(manifest.database.row_counts)) {
      const [row] = await restored.rows(`SELECT COUNT(*) AS n FROM "${table}"`);
      expect([table, Number(row?.n)]).toEqual([table, count]);
    }

    const liveRows = await live.rows('SELECT * FROM applications ORDER BY id');
    const restoredRows = await restored.rows('SELECT * FROM applications ORDER BY id');
    const liveById = new Map(liveRows.map((row) => [row.id, row]));
    expect(restoredRows).toEqual(restoredRows.map((row) => liveById.get(row.id)));
    // Answered before the backup started: in it. Sent after it ended: not in it (one moment, not a smear).
    const restoredEmails = new Set(restoredRows.map((row) => row.email));
    const answeredBefore = answered.filter((a) => a.answeredAt < backupWindow.started);
    const sentAfter = answered.filter((a) => a.sentAt > backupWindow.ended);
    expect(answeredBefore.length).toBeGreaterThanOrEqual(10);
    expect(answeredBefore.filter((a) => !restoredEmails.has(a.email)).map((a) => a.email)).toEqual([]);
    expect(sentAfter.length).toBeGreaterThanOrEqual(3);
    expect(sentAfter.filter((a) => restoredEmails.has(a.email)).map((a) => a.email)).toEqual([]);

    const byEmail = new Map(answered.map((a) => [a.email, a.cv]));
    const problems: string[] = [];
    let uploadsCompared = 0;
    for (const row of restoredRows) {
      for (const key of [row.cv_url, row.supporting_documents_url]) {
        if (typeof key !== 'string' || key === '') continue;
        const liveFile = join(live.privateFilesDir, key);
        // The demo company's rows name supporting documents its seed never stored.
        if (!existsSync(liveFile)) continue;
        const file = join(restored.privateFilesDir, key);
        if (!existsSync(file)) {
          problems.push(`${key}: missing`);
          continue;
        }
        const bytes = readFileSync(file);
        if (!bytes.equals(readFileSync(liveFile))) problems.push(`${key}: differs`);
        if ((statSync(file).mode & 0o777) !== 0o600) problems.push(`${key}: mode ${statSync(file).mode.toString(8)}`);
        const uploaded = key === row.cv_url ? byEmail.get(String(row.email)) : undefined;
        if (!uploaded) continue;
        uploadsCompared += 1;
        if (!bytes.equals(uploaded)) problems.push(`${key}: not the CV the candidate uploaded`);
      }
    }
    expect(problems).toEqual([]);
    expect(uploadsCompared).toBeGreaterThanOrEqual(answeredBefore.length);
    expect(readFileSync(join(restored.dataDir, 'dev-secrets.json'))).toEqual(
      readFileSync(join(live.dataDir, 'dev-secrets.json')),
    );
  }, 120_000);

  it('leaves an installation that starts and serves the restored jobs', async () => {
    const restoredInstance = await startChildCms(server.appDir, { ...restored.env, SEED_DEMO_DATA: 'false' });
    started.push(restoredInstance);
    const base = `http://127.0.0.1:${restoredInstance.port}`;
    expect((await fetch(`${base}/_ready`)).status).toBe(200);
    const job = await fetch(`${base}/api/public/jobs/${posting.documentId}`);
    expect(job.status).toBe(200);
  }, 120_000);

  it('refuses a damaged backup before changing anything', async () => {
    const damaged = `${backupFolder}-damaged`;
    cpSync(backupFolder, damaged, { recursive: true });
    const [row] = await restored.rows('SELECT cv_url FROM applications WHERE cv_url IS NOT NULL ORDER BY id LIMIT 1');
    writeFileSync(join(damaged, 'private-files', String(row?.cv_url)), makePdf(['Not the CV that was backed up']));
    const elsewhere = await newInstallation(server, 'backup-damaged');

    const restore = await runOperatorCommand(server, 'restore', [damaged, '--yes'], elsewhere.env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(
      /The backup is damaged: 1 file\(s\) missing or changed, e\.g\. private-files\/\S+\. Nothing was restored\./,
    );
    expect(existsSync(elsewhere.dataDir)).toBe(false);
  }, 60_000);
});
