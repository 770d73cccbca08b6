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
});
