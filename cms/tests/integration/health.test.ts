import { describe, expect, it } from 'vitest';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();

describe('health and readiness', () => {
  it('answers /_health while the process runs', async () => {
    const { status, body } = await getJson(server, '/_health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok' });
  });

  it('answers /_ready with the database that answered', async () => {
    const { status, body } = await getJson(server, '/_ready');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', database: server.database === 'postgres' ? 'postgres' : 'sqlite' });
  });

  it('keeps an idle connection open longer than clients do, so a reused one is never reset', async () => {
    // Node's default (5 s) closed connections that fetch (4 s) or nginx (60 s) was about to reuse.
    const response = await fetch(`${server.baseUrl}/_health`);
    await response.arrayBuffer();
    const timeout = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
    expect(timeout).toBeGreaterThan(60);
  });
});
