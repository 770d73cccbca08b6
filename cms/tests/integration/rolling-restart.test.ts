// A rolling restart as docs/OPERATIONS.md tells it, behind Debian's nginx with the site configuration
// the docs give: two instances on one database, each stopped (SIGTERM), started again and, as soon as
// it answers /_ready, the other likewise, while candidates keep opening pages, opening the form and
// applying. Nobody sees an error, and every application answered 201 is stored, once.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { agedFormToken, applicationForm, type OpenPosting, openPosting } from '../support/apply-request';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { makePdf } from '../support/file-fixtures';
import { freePort } from '../support/free-port';
import { checkNginxConfig, type RunningNginx, startNginx } from '../support/nginx';
import { postgresServerUrl } from '../support/test-database';
import { testServer } from '../support/test-server';

const server = await testServer();

/** Candidates applying at once: a steady stream, well under the per-address limits. */
const CANDIDATES = 3;

const running: ChildCms[] = [];
let nginx: RunningNginx | undefined;

afterAll(async () => {
  await Promise.all(running.map((instance) => instance.kill()));
  await nginx?.stop();
});

/** An instance at its fixed address, as nginx knows it; it drains briefly, as a test can wait for. */
async function startInstance(port: number): Promise<ChildCms> {
  const instance = await startChildCms(server.appDir, {
    ...server.childEnv,
    TEST_LISTEN_PORT: String(port),
    DRAIN_SECONDS: '2',
    SHUTDOWN_GRACE_SECONDS: '60',
    LOG_LEVEL: 'error',
  });
  running.push(instance);
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/_ready`).then(
        (response) => response.status === 200,
        () => false,
      ),
    60_000,
    `the instance on port ${port} to answer /_ready`,
  );
  return instance;
}

function exitOf(instance: ChildCms): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { process: child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

type Step = 'page' | 'form token' | 'application';
interface Outcome {
  step: Step;
  /** What the restart was doing when the request was sent. */
  phase: string;
  /** The answer's status, or the error the request ended in. */
  answer: number | string;
  email?: string;
}

/** Candidates going through the site until told to stop: a page, the form's token, the application. */
function candidates(port: number, posting: OpenPosting, phase: () => string) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let sequence = 0;
  const send = async (step: Step, path: string, init: RequestInit, email?: string): Promise<number | string> => {
    const sentIn = phase();
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      signal: AbortSignal.timeout(60_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      (error: Error) => `${error.name}: ${error.message}`,
    );
    outcomes.push({ step, phase: sentIn, answer, ...(email ? { email } : {}) });
    return answer;
  };
  const candidate = async () => {
    while (!stopped) {
      sequence += 1;
      const email = `rolling.${sequence}.${randomUUID()}@example.com`;
      await send('page', '/jobs/', { headers: { accept: 'text/html' } });
      await send('form token', `/api/public/jobs/${posting.documentId}/form-token`, { method: 'POST' });
      // The form as sent after six seconds of typing: the token just fetched would be refused as too fast.
      const form = applicationForm(server, posting, {
        fields: { email },
        token: agedFormToken(server, posting.documentId),
        cv: { bytes: makePdf([`Curriculum vitae of ${email}`, 'Logistics coordinator, 4 years']), name: 'cv.pdf' },
      });
      await send('application', '/api/public/applications', { method: 'POST', body: form }, email);
    }
  };
  const all = Promise.all(Array.from({ length: CANDIDATES }, candidate));
  return {
    outcomes,
    applied: () => outcomes.filter((outcome) => outcome.step === 'application').length,
    async stop() {
      stopped = true;
      await all;
    },
  };
}

/**
 * Why a request failed: nginx's errors other than the refused connections it passed on to the other
 * instance, and what each instance logged.
 */
function diagnostics(proxy: RunningNginx): string {
  const nginxErrors = proxy
    .errorLog()
    .split('\n')
    .filter((line) => line.includes('[error]') && !line.includes('(111: Connection refused)'));
  return [...nginxErrors, ...running.map((instance) => instance.output().slice(-3000))].join('\n');
}

describe('the nginx site configuration of docs/OPERATIONS.md', () => {
  it("is one Debian's nginx accepts, as the docs say to write it", async () => {
    const check = await checkNginxConfig({ upstreams: [1337, 1338], siteDir: server.childEnv.SITE_DIR ?? '' });
    expect(check.output).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});

// Several instances share a PostgreSQL database (docs/OPERATIONS.md): run in the PostgreSQL suite.
if (postgresServerUrl()) {
  describe('a rolling restart behind nginx', () => {
    it('answers every request of a steady stream, and stores every application answered 201 once', async () => {
      const posting = await openPosting(server);
      const portA = await freePort();
      let portB = await freePort();
      while (portB === portA) portB = await freePort();
      const [first, second] = await Promise.all([startInstance(portA), startInstance(portB)]);
      const instances = { A: first, B: second };
      const ports = { A: portA, B: portB };
      nginx = await startNginx({ upstreams: [portA, portB], siteDir: server.childEnv.SITE_DIR ?? '' });

      let phase = 'both up';
      const stream = candidates(nginx.port, posting, () => phase);
      const appliedBy = (count: number, what: string) => waitFor(() => stream.applied() >= count, 120_000, what);
      await appliedBy(CANDIDATES * 2, 'the stream to flow through both instances');

      for (const name of ['A', 'B'] as const) {
        const stopping = instances[name];
        const exited = exitOf(stopping);
        phase = `${name} stopping`;
        stopping.process.kill('SIGTERM');
        expect(await exited, stopping.output().slice(-3000)).toEqual({ code: 0, signal: null });
        phase = `${name} down`;
        // The upgrade's step: started again, and the next one stopped as soon as this one is ready.
        instances[name] = await startInstance(ports[name]);
        phase = `${name} back`;
      }
      await appliedBy(stream.applied() + CANDIDATES * 2, 'the stream to go on through both restarted instances');
      await stream.stop();

      const failed = stream.outcomes.filter(({ step, answer }) => answer !== (step === 'application' ? 201 : 200));
      expect(failed, diagnostics(nginx)).toEqual([]);
      // The stream was there while each instance stopped and was away.
      for (const during of ['A stopping', 'A down', 'B stopping', 'B down']) {
        expect(stream.outcomes.filter((outcome) => outcome.phase === during).length, during).toBeGreaterThan(0);
      }
      const emails = stream.outcomes.flatMap((outcome) => (outcome.email ? [outcome.email] : []));
      const rows: { email: string }[] = await server.strapi.db
        .connection('applications')
        .whereIn('email', emails)
        .select('email');
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
    }, 600_000);
  });
}
