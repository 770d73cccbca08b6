import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../../src/http/frontends/page-security';
import { type MadePosting, makePosting } from '../support/factories';
import { type TestServer, useTestServer } from '../support/test-server';

let server: TestServer;
const siteDir = resolve(import.meta.dirname, '../../../site');

function buildSite(outDir: string, cmsUrl = server.baseUrl): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn('pnpm', ['exec', 'astro', 'build'], {
      cwd: siteDir,
      env: { ...process.env, CMS_URL: cmsUrl, SITE_OUT_DIR: outDir, PUBLIC_URL: 'https://careers.example.bh' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

let out: string;
/** A posting whose title tries to end the JSON-LD block and run a script of its own. */
const HOSTILE_TITLE = 'Cashier </script><script>alert(1)</script> & <b>U+2028\u2028</b>';
let hostile: MadePosting;
let plain: MadePosting;
const page = (path: string) => readFileSync(join(out, path), 'utf8');

beforeAll(async () => {
  server = await useTestServer();
  out = join(server.workerDir, 'site-build');
  hostile = await makePosting(server, { title: HOSTILE_TITLE });
  plain = await makePosting(server);
  const { code, output } = await buildSite(out);
  if (code !== 0) throw new Error(`the site build failed:\n${output.slice(-3000)}`);
}, 180_000);

describe('the built careers site', () => {
  it('has a page for every active posting and none for others', async () => {
    const postings = await server.strapi.db
      .query('api::job-posting.job-posting')
      .findMany({ select: ['documentId', 'posting_status'] });
    for (const posting of postings) {
      expect(
        existsSync(join(out, 'jobs', posting.documentId, 'index.html')),
        `${posting.posting_status} ${posting.documentId}`,
      ).toBe(posting.posting_status === 'active');
    }
    const active = postings.filter((posting) => posting.posting_status === 'active').length;
    expect(page('jobs/index.html')).toContain(`${active} Position(s) Found`);
  });

  it('shows the home page with the highlighted company name and the fallback links', () => {
    const home = page('index.html');
    expect(home).toContain('<span class="highlight">Gulf Horizon</span>');
    expect(home).toContain('href="/jobs"');
    expect(home).toContain('href="#benefits"');
    expect(home).toContain('id="benefits"');
    expect(home).not.toContain('Eid Gift Vouchers');
  });

  it('shows a job with bullet-only lists, numbered questions, the salary rule and JSON-LD', async () => {
    const postings = await server.strapi.db.query('api::job-posting.job-posting').findMany({
      where: { posting_status: 'active' },
      select: ['documentId', 'title', 'show_salary', 'salary_min', 'salary_max', 'screening_questions', 'requirements'],
    });
    for (const posting of postings) {
      const html = page(`jobs/${posting.documentId}/index.html`);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
      expect(ld).toMatchObject({
        '@type': 'JobPosting',
        title: posting.title,
        jobLocation: { address: { addressCountry: 'BH' } },
      });
      expect(ld.datePosted).toBeTruthy();
      expect(ld.hiringOrganization?.name).toBe('Gulf Horizon');
      const salaryShown = posting.show_salary && posting.salary_min != null && posting.salary_max != null;
      expect(Boolean(ld.baseSalary), posting.title).toBe(salaryShown);
      // The page's text, without the inlined stylesheet (its font weights are numbers too).
      const text = html.replace(/<style\b[\s\S]*?<\/style>/gi, '');
      if (!salaryShown && posting.salary_min != null)
        expect(text).not.toContain(new Intl.NumberFormat('en-BH').format(posting.salary_min));
      for (const question of (posting.screening_questions as string[] | null) ?? [])
        expect(html).toContain(question.replace(/'/g, '&#39;'));
      expect(html).toContain('Apply for This Position');
      expect(html).toContain('Copy Link');
      expect(html).toContain('<link rel="canonical" href="https://careers.example.bh/jobs/');
    }
  });

  it('keeps a hostile title inside the JSON-LD, which the page policy gives no hash', () => {
    const html = page(`jobs/${hostile.documentId}/index.html`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks).toHaveLength(1);
    const json = blocks[0]?.[1] ?? '';
    expect(JSON.parse(json).title).toBe(HOSTILE_TITLE);
    // The markup without its quoted attribute values (where a `<` is only text): no script element
    // beyond those of an ordinary job page, the JSON-LD and the site's own.
    const markup = (of: string) => of.replace(/="[^"]*"/g, '=""');
    expect(markup(html)).not.toContain('<script>alert(1)');
    const scriptCount = (of: string) => markup(of).match(/<script\b/g)?.length ?? 0;
    expect(scriptCount(html)).toBe(scriptCount(page(`jobs/${plain.documentId}/index.html`)));
    const policy = pagePolicy(html);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain(createHash('sha256').update(json).digest('base64'));
  });

  it('has a sitemap with every job and lastmod, a robots file and a feed of open jobs', async () => {
    const active = await server.strapi.db
      .query('api::job-posting.job-posting')
      .findMany({ where: { posting_status: 'active' }, select: ['documentId'] });
    const sitemap = page('sitemap.xml');
    for (const { documentId } of active)
      expect(sitemap).toContain(`https://careers.example.bh/jobs/${documentId}</loc><lastmod>`);
    expect(page('robots.txt')).toContain('Sitemap: https://careers.example.bh/sitemap.xml');
    expect(page('rss.xml').match(/<item>/g)).toHaveLength(active.length);
  });

  it('shows Job Not Found with its texts', () => {
    const html = page('jobs/not-found/index.html');
    expect(html).toContain('Job Not Found');
    expect(html).toContain('This position may have been filled or removed');
    expect(html).toContain('Back to All Jobs');
  });

  it('shows the maintenance page on every route while maintenance mode is on', async () => {
    const settings = server.strapi.db.connection('system_settings');
    await settings
      .clone()
      .where({ setting_key: 'maintenance_mode' })
      .update({ setting_value: JSON.stringify({ value: true }) });
    try {
      const maintenanceOut = join(server.workerDir, 'site-maintenance');
      const { code } = await buildSite(maintenanceOut);
      expect(code).toBe(0);
      for (const path of ['index.html', 'jobs/index.html', 'benefits/index.html', 'about/index.html']) {
        const html = readFileSync(join(maintenanceOut, path), 'utf8');
        expect(html, path).toContain('undergoing scheduled maintenance');
        expect(html, path).not.toContain('Position(s) Found');
      }
    } finally {
      await server.strapi.db
        .connection('system_settings')
        .where({ setting_key: 'maintenance_mode' })
        .update({ setting_value: JSON.stringify({ value: false }) });
    }
  }, 120_000);

  it('fails the build with a clear message when the CMS answers something malformed', async () => {
    // A stand-in for a CMS whose answer breaks the public contract: 200, but the wrong shape.
    const { createServer } = await import('node:http');
    const broken = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { system_name: 42 } }));
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const address = broken.address() as { port: number };
    try {
      const result = await buildSite(join(server.workerDir, 'site-malformed'), `http://127.0.0.1:${address.port}`);
      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(/The CMS sent a malformed answer for \/[a-z]+/);
    } finally {
      broken.close();
    }
  }, 120_000);
});
