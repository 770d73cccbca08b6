// What ops read of a production instance: one JSON object per log line with a request line per
// request (secrets masked, the request id echoed), and Prometheus metrics behind a bearer token.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { productionEnv } from '../support/production-env';
import { testServer } from '../support/test-server';

const METRICS_TOKEN = `metrics-${randomUUID()}`;
let child: ChildCms;
const url = (path: string) => `http://127.0.0.1:${child.port}${path}`;

const server = await testServer();

beforeAll(async () => {
  child = await startChildCms(server.appDir, {
    ...productionEnv(server, {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: join(server.workerDir, `observed-${randomUUID()}.db`),
    }),
    // Production's default level: the request lines must show at it.
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
  });
}, 120_000);

afterAll(async () => {
  await child?.stop();
});

interface LogLine {
  level: string;
  message: string;
  time: string;
  [field: string]: unknown;
}

/** Every line the instance wrote, each parsed as JSON: a line that is not JSON fails the parse. */
function logLines(): LogLine[] {
  return child
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('READY '))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
}

describe('the production log', () => {
  it('is one JSON object per line, without colour codes', () => {
    const lines = logLines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line, JSON.stringify(line)).toMatchObject({
        level: expect.any(String),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(JSON.stringify(line)).not.toContain('\\u001b[');
    }
  });

  it('logs each request with its fields, the secret of a link masked, and echoes the request id', async () => {
    const secret = 'q3Vd1x0sJ9pLkZr2_-T8mN4bYc6aWfHe0uGiOoPtRsE';
    const proxied = await fetch(url(`/api/onboarding/${secret}?step=1`), {
      headers: { 'x-request-id': '7f3c2a9b1e4d5c6a7f3c2a9b1e4d5c6a' },
    });
    expect(proxied.headers.get('x-request-id')).toBe('7f3c2a9b1e4d5c6a7f3c2a9b1e4d5c6a');
    // A forged id (one that could break a log line) is replaced, not echoed.
    const forged = await fetch(url('/api/public/jobs'), { headers: { 'x-request-id': 'x"}{"level":"error' } });
    const ownId = forged.headers.get('x-request-id');
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(
      () => logLines().some((line) => line.request_id === ownId),
      10_000,
      'the request lines to be written',
    );
    const requests = logLines().filter((line) => line.type === 'request');
    expect(requests.find((line) => line.request_id === '7f3c2a9b1e4d5c6a7f3c2a9b1e4d5c6a')).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/onboarding/[secret]?step=1',
      status: proxied.status,
      duration_ms: expect.any(Number),
    });
    expect(requests.find((line) => line.request_id === ownId)).toMatchObject({
      method: 'GET',
      path: '/api/public/jobs',
      status: 200,
    });
    expect(child.output()).not.toContain(secret);
  });
});

async function scrape(): Promise<Map<string, PrometheusFamily>> {
  const response = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Map(parsePrometheusTextFormat(await response.text()).map((family) => [family.name, family]));
}

const sample = (family: PrometheusFamily | undefined, labels: Record<string, string>) =>
  family?.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));

describe('the metrics', () => {
  it('are not public: no token or a wrong one is refused', async () => {
    expect((await fetch(url('/metrics'))).status).toBe(401);
    const wrong = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('careers_');
  });

  it('count requests by route pattern and status, never by address', async () => {
    const before = await scrape();
    const count = (families: Map<string, PrometheusFamily>) =>
      Number(
        sample(families.get('careers_http_requests_total'), {
          method: 'GET',
          route: '/api/public/jobs/:id',
          status: '404',
        })?.value ?? 0,
      );
    for (const id of ['one-unknown-posting', 'another-unknown-posting']) {
      expect((await fetch(url(`/api/public/jobs/${id}`))).status).toBe(404);
    }
    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    // (The parser reads a labelled histogram's buckets only, not its labels.)
    const durations = after.get('careers_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    expect(Object.keys(durations?.metrics[0]?.buckets ?? {})).toContain('+Inf');
    const routes = after.get('careers_http_requests_total')?.metrics.map((metric) => metric.labels?.route) ?? [];
    expect(routes.some((route) => route?.includes('unknown-posting'))).toBe(false);
  });

  it('show the outbox, the queue, site builds, rate-limit refusals, the process and the event loop', async () => {
    const families = await scrape();
    for (const name of [
      'careers_outbox_messages',
      'careers_outbox_oldest_due_age_seconds',
      'careers_jobs',
      'careers_site_build_duration_seconds',
      'careers_site_build_last_success_timestamp_seconds',
      'careers_site_builds_failed_since_success',
      'careers_rate_limit_refusals_total',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    for (const state of ['pending', 'sending', 'failed']) {
      expect(sample(families.get('careers_outbox_messages'), { state })?.value, state).toBeDefined();
    }
  });
});
