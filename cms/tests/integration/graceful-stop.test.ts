// What a deploy does to a running instance: SIGTERM during a burst of applications, SIGTERM with a
// drain, and kill -9 in the middle of an upload. A candidate's answer is never lost after their
// application was stored, and no CV stays behind in the upload folder.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFields } from '../support/application-fixture';
import { agedFormToken, applicationForm, openPosting } from '../support/apply-request';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { makePdf } from '../support/file-fixtures';
import { testServer } from '../support/test-server';

/** Every instance started: a test (or a start) that failed early leaves none running. */
const started: ChildCms[] = [];

/**
 * An instance of its own upload folder; the grace is long enough for a loaded CI machine. Without a
 * drain unless asked: its port closes at the signal.
 */
async function instance(uploadDir: string, drainSeconds = 0): Promise<ChildCms> {
  const child = await startChildCms(server.appDir, {
    ...server.childEnv,
    UPLOAD_TEMP_DIR: uploadDir,
    DRAIN_SECONDS: String(drainSeconds),
    SHUTDOWN_GRACE_SECONDS: '60',
    LOG_LEVEL: 'error',
  });
  started.push(child);
  return child;
}

afterAll(async () => {
  await Promise.all(started.map((child) => child.kill()));
});

const server = await testServer();
const posting = await openPosting(server);
// Both tests' first instances start side by side: a start is mostly one core's work.
const signalledDir = join(server.workerDir, `uploads-${randomUUID()}`);
const crashingDir = join(server.workerDir, `uploads-${randomUUID()}`);
mkdirSync(crashingDir, { recursive: true });
/** Long enough for the test's few requests during it on a loaded machine. */
const DRAIN_SECONDS = 5;
const [signalledChild, crashingChild, drainingChild] = await Promise.all([
  instance(signalledDir),
  instance(crashingDir),
  instance(join(server.workerDir, `uploads-${randomUUID()}`), DRAIN_SECONDS),
]);
/** Each test's own instance and its upload folder. */
const signalled = { child: signalledChild, uploadDir: signalledDir };
const crashing = { child: crashingChild, uploadDir: crashingDir };

function exitOf(child: ChildCms): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { process: running } = child;
  if (running.exitCode !== null || running.signalCode !== null) {
    return Promise.resolve({ code: running.exitCode, signal: running.signalCode });
  }
  return new Promise((resolve) => running.once('exit', (code, signal) => resolve({ code, signal })));
}

async function storedEmails(emails: string[]): Promise<Set<string>> {
  const rows = await server.strapi.db
    .query('api::application.application')
    .findMany({ where: { email: { $in: emails } }, select: ['email'] });
  return new Set(rows.map((row: { email: string }) => row.email));
}

type Outcome = { email: string; status: number; connection?: string } | { email: string; error: string };

/**
 * One application to the instance, its body sent in two halves: the second only once `rest` resolves,
 * so the request is surely in flight then. A refused connection is an outcome too.
 */
async function apply(port: number, index: number, rest: Promise<void>): Promise<Outcome> {
  const email = `graceful.${randomUUID()}@example.com`;
  const form = applicationForm(server, posting, {
    fields: { email },
    token: agedFormToken(server, posting.documentId, 6000 + index),
    cv: {
      bytes: makePdf(Array.from({ length: 200 }, (_, line) => `Experience line ${line} for ${email}`)),
      name: 'cv.pdf',
    },
  });
  const encoded = new Request('http://encode', { method: 'POST', body: form });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const half = Math.floor(bytes.length / 2);
  return new Promise<Outcome>((resolve) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/public/applications',
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.length) },
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ email, error: error.code ?? error.message }));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ email, status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.write(bytes.subarray(0, half));
    void rest.then(() => request.end(bytes.subarray(half)));
  });
}

describe('SIGTERM during a burst of applications', () => {
  it('answers every application in flight, stores none it refused, leaves no upload behind, and exits 0', async () => {
    const { child, uploadDir } = signalled;
    const exited = exitOf(child);

    let sendTheRest = () => {};
    const rest = new Promise<void>((resolve) => {
      sendTheRest = resolve;
    });
    const burst = Array.from({ length: 20 }, (_, index) => apply(child.port, index, rest));
    // Every upload has begun: the parser has created its CV file.
    await waitFor(() => readdirSync(uploadDir).length === 20, 60_000, 'all 20 uploads to be under way');
    child.process.kill('SIGTERM');
    // New connections are refused at once: a load balancer (nginx) passes the request to another instance.
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${child.port}/_health`).then(
          () => false,
          () => true,
        ),
      30_000,
      'the listening socket to close',
    );
    const late = await Promise.all(Array.from({ length: 3 }, (_, index) => apply(child.port, 100 + index, rest)));
    sendTheRest();
    const outcomes = [...(await Promise.all(burst)), ...late];

    expect(await exited, child.output().slice(-3000)).toEqual({ code: 0, signal: null });
    const stored = await storedEmails(outcomes.map((outcome) => outcome.email));
    for (const outcome of outcomes) {
      if ('status' in outcome) {
        expect(outcome.status, outcome.email).toBe(201);
        expect(stored.has(outcome.email), `${outcome.email} answered 201 and stored`).toBe(true);
      } else {
        expect(outcome.error, outcome.email).toMatch(/ECONNREFUSED/);
        expect(stored.has(outcome.email), `${outcome.email} refused and not stored`).toBe(false);
      }
    }
    // The burst was in flight when the signal came: all of it was finished, none cut off, and each
    // answer closed its connection (keep-alive would hold the stop open).
    expect(outcomes.slice(0, 20).filter((outcome) => !('status' in outcome))).toEqual([]);
    expect(outcomes.slice(0, 20).map((outcome) => 'status' in outcome && outcome.connection)).toEqual(
      Array(20).fill('close'),
    );
    expect(late.every((outcome) => 'error' in outcome)).toBe(true);
    expect(readdirSync(uploadDir)).toEqual([]);
  }, 180_000);
});

/** A connection opened now, its request written only when `send` is called; resolves to the raw answer. */
function openConnection(port: number): Promise<{ send(request: string): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const ended = new Promise<string>((done) => {
        socket.on('close', () => done(answer));
        socket.on('error', (error: NodeJS.ErrnoException) => done(`${answer}[${error.code ?? error.message}]`));
      });
      resolve({
        send(request: string) {
          socket.write(request);
          return ended;
        },
      });
    });
    socket.once('error', reject);
  });
}

describe('SIGTERM with a drain', () => {
  it('says not ready and serves on for DRAIN_SECONDS, then closes its port without dropping a request already sent', async () => {
    const child = drainingChild;
    const exited = exitOf(child);
    child.process.kill('SIGTERM');
    // A load balancer that probes sees it at once; the port still takes requests.
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${child.port}/_ready`).then(
          (response) => response.status === 503,
          () => false,
        ),
      30_000,
      '/_ready to answer 503',
    );
    const ready = await fetch(`http://127.0.0.1:${child.port}/_ready`);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', reason: 'stopping' });

    // nginx, which never asks /_ready, goes on sending requests: each is served, closing its connection.
    const during = await apply(child.port, 200, Promise.resolve());
    expect(during).toMatchObject({ status: 201, connection: 'close' });
    expect((await storedEmails([during.email])).has(during.email)).toBe(true);
    // A proxy has connected just before the port closes; its request follows.
    const connection = await openConnection(child.port);

    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${child.port}/_health`).then(
          () => false,
          () => true,
        ),
      30_000,
      'the port to close once the drain is over',
    );
    const answer = await connection.send(`GET /_health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exited, child.output().slice(-3000)).toEqual({ code: 0, signal: null });
  }, 180_000);
});

/** Starts an application whose CV never finishes arriving; resolves once the parser has begun the file. */
function unfinishedApplication(port: number): { abort(): void } {
  const boundary = `careers-${randomUUID()}`;
  const fields = applicationFields(posting, agedFormToken(server, posting.documentId), {
    email: `unfinished.${randomUUID()}@example.com`,
  });
  const head = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ].join('');
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/api/public/applications',
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(2_000_000) },
  });
  request.on('error', () => {
    // The instance is killed under it: expected.
  });
  request.write(Buffer.concat([Buffer.from(head), makePdf(['Half a CV'])]));
  return { abort: () => request.destroy() };
}

describe('the upload folder', () => {
  it('writes uploads owner-only, and a restart after kill -9 removes what the crash left', async () => {
    const { child: first, uploadDir } = crashing;
    const upload = unfinishedApplication(first.port);
    await waitFor(() => readdirSync(uploadDir).length > 0, 30_000, 'the parser to begin the CV file');
    const [partial] = readdirSync(uploadDir);
    expect((statSync(join(uploadDir, partial as string)).mode & 0o777).toString(8)).toBe('600');

    await first.kill();
    upload.abort();
    // What kill -9 leaves: the partial CV.
    expect(readdirSync(uploadDir)).toEqual([partial]);

    const second = await instance(uploadDir);
    try {
      expect(readdirSync(uploadDir)).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 180_000);
});

describe('two instances on one host', () => {
  it("each have an upload folder of their own by default: a start leaves the other one's uploads in flight", async () => {
    // One checkout (one data folder), two services on their own ports, no UPLOAD_TEMP_DIR set. PORT is
    // each instance's setting; the test launcher itself listens on a spare port.
    const dataDir = join(server.workerDir, `host-${randomUUID()}`);
    const onPort = async (port: number) => {
      const child = await startChildCms(server.appDir, {
        ...server.childEnv,
        CMS_DATA_DIR: dataDir,
        PORT: String(port),
        UPLOAD_TEMP_DIR: undefined,
        LOG_LEVEL: 'error',
      });
      started.push(child);
      return child;
    };
    const uploads = join(dataDir, 'upload-tmp');
    const filesIn = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));

    const first = await onPort(1337);
    const upload = unfinishedApplication(first.port);
    try {
      await waitFor(() => filesIn(uploads).length > 0, 30_000, 'the parser to begin the CV file');
      const inFlight = filesIn(uploads);

      const second = await onPort(1338);
      expect(filesIn(uploads)).toEqual(inFlight);
      expect(readdirSync(uploads).sort()).toEqual(['port-1337', 'port-1338']);
      await second.stop();
    } finally {
      upload.abort();
      await first.stop();
    }
  }, 180_000);
});
