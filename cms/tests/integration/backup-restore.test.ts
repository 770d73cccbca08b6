// `npm run backup`, `npm run restore` and `npm run restore:go-live` (scripts/) as an operator runs them
// against a running installation of the suite's database kind: a backup taken while candidates apply
// is one consistent moment, and its restore holds every application answered before it, field for
// field, with each CV byte for byte. A scratch restore, made with the installation's own environment,
// stays in its own folder and database, and an instance on it e-mails nobody until it is put live.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
/** What the scratch restore printed, for the instance started on its copy. */
let scratchRestoreOutput = '';

afterAll(async () => {
  await Promise.all(started.map((child) => child.stop()));
});

const server = await testServer();
// Its first start's schema and demo company are not what is tested: made once, where it can be.
const live = await newInstallation(server, 'backup-live', { startedOnce: true });
// The scratch copy's folder; on PostgreSQL a database nobody has created yet (the restore does).
const restored = await newInstallation(server, 'backup-restored', { withoutDatabase: true });
/** The live installation's environment with the scratch database an operator gives a scratch restore. */
const scratchEnv: NodeJS.ProcessEnv =
  server.database === 'postgres' ? { ...live.env, DATABASE_URL: restored.env.DATABASE_URL } : live.env;
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

/** One candidate applying with a CV of their own through the public API of the instance at `port`. */
async function apply(port: number): Promise<Application> {
  const { issueFormToken } = server.load<FormToken>('domain/applications/intake/form-token');
  const cv = makePdf([`Candidate ${answered.length}`, `Accountant ${Math.random()}`]);
  // As the modal would have got it a few seconds ago (the form's minimum time).
  const fields = applicationFields(posting, issueFormToken(appKeys, posting.documentId, Date.now() - 6000));
  const form = toFormData(fields);
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const sentAt = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/public/applications`, { method: 'POST', body: form });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`apply answered ${response.status}: ${body}`);
  return { email: String(fields.email), cv, sentAt, answeredAt: performance.now() };
}

/** Candidates applying to the live instance, `lanes` at a time, until stopped. */
function keepApplying(lanes: number): { stop(): Promise<void> } {
  let running = true;
  const lane = async () => {
    while (running) answered.push(await apply(instance.port));
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

/** Every file below `root` (paths relative to it), for a folder that must stay as it was. */
function filesBelow(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The variables the scratch restore prints for starting an instance on its copy. */
function printedScratchEnv(stdout: string): NodeJS.ProcessEnv {
  const line = stdout.split('\n').find((text) => text.trim().startsWith('CMS_DATA_DIR='));
  if (!line) throw new Error(`the restore printed no environment for the scratch copy:\n${stdout}`);
  return Object.fromEntries(
    line
      .trim()
      .split(' ')
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  );
}

/** A datetime column as the driver returns it (SQLite: milliseconds; PostgreSQL: a Date). */
const timeOf = (value: unknown) =>
  value === null ? 0 : value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();

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
  it('checks a backup with exit 0 while the instances run, and refuses the real restore over them, changing nothing', async () => {
    const liveCount = (await live.rows('SELECT * FROM applications')).length;
    const inUse =
      server.database === 'sqlite'
        ? /A running instance has \S+careers\.db open\. Stop every instance first/
        : /other connection\(s\) to the database: .* Stop every instance first/;
    const overLive = await runOperatorCommand(server, 'restore', [backupFolder, '--yes'], live.env);
    expect(overLive.code).toBe(1);
    expect(overLive.stderr).toMatch(inUse);
    expect((await live.rows('SELECT * FROM applications')).length).toBe(liveCount);
    expect(readdirSync(live.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);

    // The nightly check of a backup, beside the running instances: intact is 0, whatever else runs.
    const check = await runOperatorCommand(server, 'restore', [backupFolder], live.env);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/\), intact:\n/);
    expect(check.stdout).toMatch(new RegExp(`note: .*${inUse.source}`));
    expect(check.stdout).toMatch(/Nothing was changed\. To restore it: --scratch <folder> .* --yes replaces/);
    expect((await live.rows('SELECT * FROM applications')).length).toBe(liveCount);

    const elsewhere = await runOperatorCommand(server, 'restore', [backupFolder], restored.env);
    expect(elsewhere.code).toBe(0);
    expect(existsSync(restored.dataDir)).toBe(false);
  }, 60_000);

  it('refuses a scratch restore into the installation’s own data, changing nothing', async () => {
    const liveFiles = filesBelow(live.privateFilesDir);
    const intoLive = await runOperatorCommand(server, 'restore', [backupFolder, '--scratch', live.dataDir], live.env);
    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`${live.privateFilesDir} holds this installation's own files`);
    expect(intoLive.stderr).toMatch(
      server.database === 'sqlite'
        ? /careers\.db is not a restored copy: a scratch restore replaces only an empty database or an earlier restored copy/
        : /holds tables and is not a restored copy: .* Point DATABASE_URL at a scratch database/,
    );
    expect(filesBelow(live.privateFilesDir)).toEqual(liveFiles);
  }, 60_000);

  it('restores a scratch copy with the installation’s environment into a folder and database of its own: every application answered before the backup, field for field, with its CV byte for byte', async () => {
    const liveFiles = filesBelow(live.privateFilesDir);
    const restore = await runOperatorCommand(
      server,
      'restore',
      [backupFolder, '--scratch', restored.dataDir],
      scratchEnv,
    );
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    if (server.database === 'postgres') expect(restore.stdout).toMatch(/created the PostgreSQL database \S+ on /);
    expect(restore.stdout).toContain(`✔ Restored into a scratch copy`);
    expect(restore.stdout).toMatch(/marked as a restored copy: .* sends no e-mail and runs no jobs or schedules/);
    // The installation's own files are as they were; the backup's are in the scratch folder.
    expect(filesBelow(live.privateFilesDir)).toEqual(liveFiles);
    expect(filesBelow(join(restored.dataDir, 'media'))).toEqual(filesBelow(join(backupFolder, 'media')));
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
    scratchRestoreOutput = restore.stdout;
  }, 120_000);

  it('starts an instance on the scratch copy that serves, but sends none of the waiting e-mails until restore:go-live', async () => {
    /** The Message-IDs of the e-mails due now that the copy's outbox holds unsent. */
    const dueMessages = async () =>
      (await restored.rows("SELECT message_id, send_at FROM email_outbox WHERE status = 'pending'"))
        .filter((row) => timeOf(row.send_at) <= Date.now())
        .map((row) => String(row.message_id));
    // What the live installation had not sent when the backup was taken (its workers are off).
    const waiting = await dueMessages();
    expect(waiting.length).toBeGreaterThanOrEqual(10);
    const env = {
      ...scratchEnv,
      ...printedScratchEnv(scratchRestoreOutput),
      ENGINE_WORKERS: 'true',
      ENGINE_TICK_SECONDS: '1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    const copy = await startChildCms(server.appDir, env);
    started.push(copy);
    await waitFor(() => /This database is a restored copy/.test(copy.output()), 30_000, 'the restored-copy warning');
    expect(copy.output()).toMatch(
      /This database is a restored copy \(backup of \S+, restored \S+\): no e-mail is sent and no job or schedule runs until an operator runs `npm run restore:go-live`/,
    );
    const base = `http://127.0.0.1:${copy.port}`;
    expect((await fetch(`${base}/_ready`)).status).toBe(200);
    expect((await fetch(`${base}/api/public/jobs/${posting.documentId}`)).status).toBe(200);
    // A candidate applies to the copy: answered, and the confirmation waits with the rest.
    await apply(copy.port);
    const held = await dueMessages();
    expect(held.length).toBeGreaterThan(waiting.length);
    expect(waiting.filter((id) => !held.includes(id))).toEqual([]);
    const received = () => server.smtp.messages.map((message) => message.messageId);
    expect(received().filter((id) => held.includes(id))).toEqual([]);

    const goLive = await runOperatorCommand(server, 'restore-go-live', [], env);
    expect(goLive.stderr).toBe('');
    expect(goLive.code).toBe(0);
    expect(goLive.stdout).toMatch(/✔ .* is live \(the backup of \S+, restored \S+\)\./);
    expect(goLive.stdout).toMatch(/now send the \d+ e-mail\(s\) waiting/);
    await waitFor(
      () => held.every((id) => received().includes(id)),
      60_000,
      'the waiting e-mails once the copy is live',
    );
    expect(held.filter((id) => received().filter((got) => got === id).length !== 1)).toEqual([]);
    const again = await runOperatorCommand(server, 'restore-go-live', [], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/is not a restored copy: it is live already, nothing was changed\./);
  }, 180_000);

  it('restores into the installation with --yes, keeping the last 3 databases it replaced', async () => {
    const target = await newInstallation(server, 'backup-real');
    const copiesOf = () =>
      server.database === 'sqlite'
        ? readdirSync(target.dataDir).filter((name) => /^careers\.db\.before-restore-[\dT:.Z-]+$/.test(name))
        : readdirSync(join(backupFolder, '..')).filter((name) => /^before-restore-[\dT.Z-]+\.pgdump$/.test(name));
    const made: string[] = [];
    let last = '';
    // One copy more than are kept; SQLite's first restore replaces no database, PostgreSQL's an empty one.
    const runs = server.database === 'sqlite' ? 5 : 4;
    for (let run = 0; run < runs; run += 1) {
      const restore = await runOperatorCommand(server, 'restore', [backupFolder, '--yes'], target.env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/✔ Restored\. .* then put it live: npm run restore:go-live/);
      const kept = /the database as it was is kept in (\S+) \(the last 3 are kept\)/.exec(restore.stdout)?.[1];
      if (kept) made.push(kept.split('/').pop() as string);
      last = restore.stdout;
    }
    expect(made.length).toBe(4);
    expect(copiesOf().sort()).toEqual(made.slice(-3).sort());
    expect(last).toContain(`removed an older replaced database: ${made[0]}`);
    const [row] = await target.rows('SELECT COUNT(*) AS n FROM applications');
    expect(Number(row?.n)).toBe(manifestOf(backupFolder).database.row_counts.applications);
  }, 180_000);

  it('refuses a damaged backup before changing anything, and its check exits 1', async () => {
    const damaged = `${backupFolder}-damaged`;
    cpSync(backupFolder, damaged, { recursive: true });
    const [row] = await restored.rows('SELECT cv_url FROM applications WHERE cv_url IS NOT NULL ORDER BY id LIMIT 1');
    writeFileSync(join(damaged, 'private-files', String(row?.cv_url)), makePdf(['Not the CV that was backed up']));
    const elsewhere = await newInstallation(server, 'backup-damaged');
    const damage =
      /The backup is damaged: 1 file\(s\) missing or changed, e\.g\. private-files\/\S+\. Nothing was restored\./;

    const check = await runOperatorCommand(server, 'restore', [damaged], elsewhere.env);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(damage);
    const restore = await runOperatorCommand(server, 'restore', [damaged, '--yes'], elsewhere.env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(damage);
    expect(existsSync(elsewhere.dataDir)).toBe(false);
  }, 60_000);
});
