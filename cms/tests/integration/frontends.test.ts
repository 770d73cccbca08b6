import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await useTestServer();
});

const page = { accept: 'text/html,application/xhtml+xml' };

async function get(path: string, headers: Record<string, string> = page) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

describe('the careers site at /', () => {
  it('serves the built home page and folder pages', async () => {
    expect(await get('/')).toMatchObject({ status: 200, text: expect.stringContaining('Careers home') });
    expect(await get('/jobs')).toMatchObject({ status: 200, text: expect.stringContaining('Open Positions') });
    expect((await get('/jobs')).cache).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const asset = await get('/_astro/island.abc123.js', {});
    expect(asset.status).toBe(200);
    expect(asset.type).toContain('text/javascript');
    expect(asset.cache).toContain('immutable');
  });

  it('sends an unknown page to the home page', async () => {
    expect(await get('/no/such/page')).toMatchObject({ status: 302, location: '/' });
  });

  it('never serves a file from outside the build', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json', '/../package.json']) {
      const response = await get(path, {});
      expect(response.text, path).not.toContain('root:');
      expect(response.text, path).not.toContain('@careers/cms');
    }
  });

  it('leaves API answers alone', async () => {
    const response = await get('/api/public/nothing-here', page);
    expect(response.status).toBe(404);
    expect(response.location).toBeNull();
  });
});

describe('the back office at /admin2025', () => {
  it('serves the single-page app for any of its paths', async () => {
    for (const path of ['/admin2025', '/admin2025/', '/admin2025/applications/abc/show']) {
      expect(await get(path), path).toMatchObject({ status: 200, text: expect.stringContaining('Back office') });
    }
    expect(await get('/admin2025/assets/index-abc123.js', {})).toMatchObject({
      status: 200,
      text: expect.stringContaining('admin'),
    });
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await get('/admin2025/assets/missing.js', { accept: '*/*' })).status).toBe(404);
  });

  it('redirects old /admin pages to /admin2025, keeping the path and query', async () => {
    expect(await get('/admin/dashboard?tab=1')).toMatchObject({ status: 301, location: '/admin2025/dashboard?tab=1' });
    expect(await get('/admin')).toMatchObject({ status: 301, location: '/admin2025' });
  });

  it("does not redirect Strapi's own /admin API calls", async () => {
    const response = await get('/admin/init', { accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toHaveProperty('data');
  });
});
