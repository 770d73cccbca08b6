import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/test-server';

const server = await testServer();

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
    expect(await get('/jobs/')).toMatchObject({ status: 200, text: expect.stringContaining('Open Positions') });
    expect((await get('/jobs/')).cache).toBe('no-cache');
  });

  it('allows exactly the inline scripts of a page in its Content-Security-Policy', async () => {
    const { createHash } = await import('node:crypto');
    const response = await fetch(`${server.baseUrl}/`, { headers: page });
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update('window.islandsReady = true;').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets with a long cache', async () => {
    const asset = await get('/_astro/island.abc123.js', {});
    expect(asset.status).toBe(200);
    expect(asset.type).toContain('text/javascript');
    expect(asset.cache).toContain('immutable');
  });

  it('shows Job Not Found, with status 404, for a job page that does not exist', async () => {
    expect(await get('/jobs/closedorunknownposting01')).toMatchObject({
      status: 404,
      text: expect.stringContaining('Job Not Found'),
    });
  });

  it('sends an unknown page to the home page', async () => {
    expect(await get('/no/such/page')).toMatchObject({ status: 302, location: '/' });
  });

  it('answers an Arabic address in Arabic: Job Not Found and the home page under /ar/', async () => {
    expect(await get('/ar/jobs/closedorunknownposting01/')).toMatchObject({
      status: 404,
      text: expect.stringContaining('الوظيفة غير موجودة'),
    });
    expect(await get('/ar/no/such/page/')).toMatchObject({ status: 302, location: '/ar/' });
    expect(await get('/ar/')).toMatchObject({ status: 200, text: expect.stringContaining('dir="rtl"') });
    // A page that only starts like the prefix is English.
    expect(await get('/archive/')).toMatchObject({ status: 302, location: '/' });
  });

  /** Sends the path exactly as written: fetch would resolve the dot segments before sending. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('serves a file inside the build by its plain path', async () => {
    expect(await rawGet('/nested/outside-secret.txt')).toMatchObject({ status: 200, body: 'ordinary page asset' });
  });

  it.each([
    '/../outside-secret.txt',
    '/..%2foutside-secret.txt',
    '/%2e%2e/outside-secret.txt',
    '/%2e%2e%2foutside-secret.txt',
    '/nested/../../outside-secret.txt',
    '/nested/%2e%2e%2f%2e%2e%2foutside-secret.txt',
    '/..%5coutside-secret.txt',
    '/outside-secret.txt%00.html',
  ])('never serves a file outside the build for %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect(body).not.toContain('TOP-SECRET-MARKER');
    expect(status).toBe(404);
  });

  it('leaves API answers alone', async () => {
    const response = await get('/api/public/nothing-here', page);
    expect(response.status).toBe(404);
    expect(response.location).toBeNull();
  });
});

describe('one address per page: the one with the slash, as the sitemap and canonical links name it', () => {
  it.each([
    ['/jobs', '/jobs/'],
    ['/about', '/about/'],
    ['/jobs/openposting00001', '/jobs/openposting00001/'],
    ['/jobs?department=Finance&type=contract', '/jobs/?department=Finance&type=contract'],
    ['/jobs/openposting00001?utm_source=rss&q=caf%C3%A9', '/jobs/openposting00001/?utm_source=rss&q=caf%C3%A9'],
    // Repeated slashes become one: a Location of //jobs/ would name a host called jobs.
    ['/jobs//openposting00001', '/jobs/openposting00001/'],
  ])('answers %s with a 301 to %s, to browsers and crawlers, for GET and HEAD', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      for (const headers of [page, { accept: '*/*' }]) {
        const answer = await rawRequest(path, headers, method);
        expect(answer.status, `${method} ${headers.accept}`).toBe(301);
        expect(answer.headers.location, `${method} ${headers.accept}`).toBe(location);
      }
    }
  });

  it.each([
    ['/jobs/', 'Open Positions'],
    ['/about/', 'About Gulf Horizon'],
    ['/jobs/openposting00001/', 'Senior Accountant'],
  ])('serves %s itself', async (path, title) => {
    expect(await get(path)).toMatchObject({ status: 200, location: null, text: expect.stringContaining(title) });
  });

  it.each([
    ['/sitemap.xml', 'application/xml'],
    ['/rss.xml', 'application/xml'],
    ['/robots.txt', 'text/plain'],
    ['/favicon.png', 'image/png'],
    ['/_astro/island.abc123.js', 'text/javascript'],
  ])('serves the file %s as it is', async (path, type) => {
    const answer = await get(path, { accept: '*/*' });
    expect(answer).toMatchObject({ status: 200, location: null });
    expect(answer.type).toContain(type);
  });

  it('leaves the API, the back office and an onboarding link where they are', async () => {
    expect(await get('/api/public/jobs', { accept: 'application/json' })).toMatchObject({
      status: 200,
      location: null,
    });
    expect(await get('/admin2025')).toMatchObject({ status: 200, location: null });
    expect(await get('/onboarding/AbC-123_xyz')).toMatchObject({
      status: 200,
      location: null,
      cache: 'no-store',
      text: expect.stringContaining('Employee Onboarding'),
    });
  });

  it("serves a new hire's Arabic link the Arabic onboarding page, as privately as the English one", async () => {
    const arabic = await fetch(`${server.baseUrl}/ar/onboarding/AbC-123_xyz`, { headers: page, redirect: 'manual' });
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toContain('إجراءات انضمام الموظف');
    expect(arabic.headers.get('cache-control')).toBe('no-store');
    expect(arabic.headers.get('referrer-policy')).toBe('no-referrer');
    expect(arabic.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // A secret of other characters names no link: the Arabic site's usual redirect.
    expect(await get('/ar/onboarding/a.b')).toMatchObject({ status: 302, location: '/ar/' });
  });

  it('still shows Job Not Found, with status 404 and no redirect, for a job that is not open', async () => {
    for (const path of ['/jobs/closedorunknownposting01', '/jobs/closedorunknownposting01/'])
      expect(await get(path), path).toMatchObject({
        status: 404,
        location: null,
        text: expect.stringContaining('Job Not Found'),
      });
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

/** One request as sent on the wire: the body's bytes exactly as they came (fetch would decode them). */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(encoding: string | string[] | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

const builtFile = (path: string) => readFileSync(join(server.workerDir, 'frontends', path), 'utf8');

describe('compressed answers', () => {
  const files = [
    ['/', 'site/index.html'],
    ['/jobs/', 'site/jobs/index.html'],
    ['/_astro/island.abc123.js', 'site/_astro/island.abc123.js'],
    ['/admin2025/assets/index-abc123.js', 'admin/assets/index-abc123.js'],
    ['/admin2025/applications', 'admin/index.html'],
  ];

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    ['gzip;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0, identity', undefined],
  ])('sends the built copy the client accepts for Accept-Encoding "%s": %s', async (accept, expected) => {
    for (const [path, file] of files) {
      const { status, headers, body } = await rawRequest(path as string, { ...page, 'accept-encoding': accept });
      expect(status, path).toBe(200);
      expect(headers['content-encoding'], path).toBe(expected);
      expect(headers.vary, path).toMatch(/accept-encoding/i);
      expect(Number(headers['content-length']), path).toBe(body.length);
      expect(decode(headers['content-encoding'], body), path).toBe(builtFile(file as string));
    }
  });

  it("keeps the page's Content-Security-Policy whichever encoding is sent", async () => {
    const policies = new Set<string | string[] | undefined>();
    for (const accept of ['br', 'gzip', 'identity'])
      policies.add((await rawRequest('/', { ...page, 'accept-encoding': accept })).headers['content-security-policy']);
    expect(policies.size).toBe(1);
    expect([...policies][0]).toContain("script-src 'self' 'sha256-");
  });

  it('streams a file without a built copy as it is, never compressing it on the fly', async () => {
    const { headers, body } = await rawRequest('/_astro/uncompressed.abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(builtFile('site/_astro/uncompressed.abc123.js'));
  });

  it('compresses API JSON above 1 KB by Accept-Encoding, and leaves small answers alone', async () => {
    const plain = await rawRequest('/api/public/jobs', { 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0', undefined],
    ] as const) {
      const { headers, body } = await rawRequest('/api/public/jobs', { 'accept-encoding': accept });
      expect(headers['content-encoding'], accept).toBe(expected);
      expect(headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(headers['content-length']), accept).toBe(body.length);
      expect(JSON.parse(decode(headers['content-encoding'], body)), accept).toEqual(JSON.parse(plain.body.toString()));
      if (expected) expect(body.length, accept).toBeLessThan(plain.body.length / 2);
    }
    const small = await rawRequest('/api/public/nothing-here', { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('HEAD', () => {
  it.each([
    ['/', page, 'identity'],
    ['/jobs/', page, 'br'],
    ['/jobs', page, 'br'],
    ['/jobs/closedorunknownposting01', page, 'gzip'],
    ['/_astro/island.abc123.js', {}, 'br'],
    ['/_astro/uncompressed.abc123.js', {}, 'identity'],
    ['/admin2025/dashboard', page, 'br'],
    ['/no/such/page', page, 'br'],
  ])('answers %s like GET, without the body', async (path, headers, accept) => {
    const asked = { ...headers, 'accept-encoding': accept };
    const get = await rawRequest(path, asked);
    const head = await rawRequest(path, asked, 'HEAD');
    expect(head.status).toBe(get.status);
    expect(head.body.length).toBe(0);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'cache-control',
      'content-security-policy',
      'last-modified',
      'vary',
      'location',
    ])
      expect(head.headers[name], name).toEqual(get.headers[name]);
  });
});
