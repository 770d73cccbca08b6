import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../../src/http/frontends/page-security';
import { type MadePosting, makePosting } from '../support/factories';
import { readFeed, readPage, readSitemap } from '../support/site-output';
import { testServer } from '../support/test-server';

const SITE = 'https://careers.example.bh';
const siteDir = resolve(import.meta.dirname, '../../../site');

function buildSite(outDir: string, cmsUrl = server.baseUrl): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn('pnpm', ['exec', 'astro', 'build'], {
      cwd: siteDir,
      env: { ...process.env, CMS_URL: cmsUrl, SITE_OUT_DIR: outDir, PUBLIC_URL: SITE },
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
/** A posting that shows its salary, for the Arabic page's bidi check. */
let payroll: MadePosting;
/** A posting with Arabic texts, all but its responsibilities. */
let translated: MadePosting;
const ARABIC = {
  title_ar: 'محلل الخزينة',
  description_ar: 'يتابع السيولة اليومية لدى البنوك في المنامة.',
  requirements_ar: '- خبرة سنتين في الخزينة\n- إتقان Excel وSAP',
};
const page = (path: string) => readFileSync(join(out, path), 'utf8');
/** The built page an address of the site names: its folder's index.html. */
const pageAt = (url: string) => page(join(new URL(url).pathname, 'index.html'));

/** Button links as a section saved before the slashed addresses (or typed without one) holds them. */
const OLD_BUTTON_LINKS = { cta_primary: '/jobs?department=Finance', final_cta_button: '/jobs' };

async function withButtonLinks<T>(links: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const sections = () => server.strapi.db.connection('page_sections').where({ page_name: 'home' });
  const saved = await sections().whereIn('section_key', Object.keys(links)).select('id', 'content');
  try {
    for (const [key, content] of Object.entries(links))
      await sections().where({ section_key: key }).update({ content });
    return await run();
  } finally {
    for (const { id, content } of saved)
      await server.strapi.db.connection('page_sections').where({ id }).update({ content });
  }
}

/** The JobPosting fields these tests read. */
interface JobPostingLd {
  url?: string;
  datePosted?: string;
  baseSalary?: unknown;
  hiringOrganization?: { name?: string };
}

async function activePostingIds(): Promise<string[]> {
  const rows = await server.strapi.db
    .query('api::job-posting.job-posting')
    .findMany({ where: { posting_status: 'active' }, select: ['documentId'] });
  return rows.map((row) => row.documentId);
}

const server = await testServer();

beforeAll(async () => {
  out = join(server.workerDir, 'site-build');
  hostile = await makePosting(server, { title: HOSTILE_TITLE });
  plain = await makePosting(server);
  payroll = await makePosting(server, {
    title: 'Payroll Officer',
    salary_min: 900,
    salary_max: 1400,
    show_salary: true,
  });
  translated = await makePosting(server, { title: 'Treasury Analyst', ...ARABIC });
  const { code, output } = await withButtonLinks(OLD_BUTTON_LINKS, () => buildSite(out));
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

  it('shows the home page with the highlighted company name and its button links', () => {
    const home = page('index.html');
    expect(home).toContain('<span class="highlight">Gulf Horizon</span>');
    // Links stored without the slash lead straight to the page, not through its redirect.
    expect(readPage(home).links).toEqual(expect.arrayContaining(['/jobs/?department=Finance', '/jobs/', '#benefits']));
    expect(readPage(home).links).not.toContain('/jobs');
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
      const facts = readPage(html);
      expect(facts.jsonLd).toHaveLength(1);
      const ld = facts.jsonLd[0] as JobPostingLd;
      expect(ld).toMatchObject({
        '@type': 'JobPosting',
        title: posting.title,
        jobLocation: { address: { addressCountry: 'BH' } },
      });
      expect(ld.datePosted).toBeTruthy();
      expect(ld.hiringOrganization?.name).toBe('Gulf Horizon');
      // No closing date while a posting is open, so no validThrough (docs/SITE.md).
      expect(ld).not.toHaveProperty('validThrough');
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
      expect(facts.canonical).toBe(`${SITE}/jobs/${posting.documentId}/`);
      expect(ld.url).toBe(facts.canonical);
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

  it('lists every page and open job in both languages in its sitemap, at the address the page names canonical', async () => {
    const active = await activePostingIds();
    const sitemap = readSitemap(page('sitemap.xml'));
    const pages = ['/', '/jobs/', '/benefits/', '/about/', '/privacy/', ...active.map((id) => `/jobs/${id}/`)];
    const inBoth = pages.flatMap((path) => [`${SITE}${path}`, `${SITE}/ar${path}`]);
    expect(sitemap.map((entry) => entry.loc).sort()).toEqual(inBoth.sort());
    const jobPages = new Set(active.flatMap((id) => [`${SITE}/jobs/${id}/`, `${SITE}/ar/jobs/${id}/`]));
    for (const { loc = '', lastmod = '', alternates } of sitemap) {
      const facts = readPage(pageAt(loc));
      expect(facts.canonical, loc).toBe(loc);
      if (jobPages.has(loc)) expect(Number.isNaN(Date.parse(lastmod)), loc).toBe(false);
      // The sitemap and the page name the same versions, the page itself among them.
      const english = loc.replace(`${SITE}/ar/`, `${SITE}/`);
      const versions = [
        { hreflang: 'en', href: english },
        { hreflang: 'ar', href: english.replace(`${SITE}/`, `${SITE}/ar/`) },
        { hreflang: 'x-default', href: english },
      ];
      expect(alternates, loc).toEqual(versions);
      expect(facts.alternates, loc).toEqual(versions);
    }
    expect(page('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("has a feed of the open jobs in each language, each linked at its page's canonical address", async () => {
    const active = await activePostingIds();
    for (const prefix of ['', '/ar']) {
      const feed = readFeed(page(`${prefix.slice(1)}${prefix ? '/' : ''}rss.xml`));
      expect(feed.link).toBe(`${SITE}${prefix}/jobs/`);
      expect(readPage(pageAt(feed.link ?? '')).canonical).toBe(feed.link);
      expect(feed.items.map((item) => item.link).sort()).toEqual(
        active.map((id) => `${SITE}${prefix}/jobs/${id}/`).sort(),
      );
      for (const { link, guid } of feed.items) {
        expect(guid).toBe(link);
        expect(readPage(pageAt(link ?? '')).canonical).toBe(link);
      }
    }
    // Each language's pages name their own feed.
    expect(page('ar/jobs/index.html')).toContain('href="/ar/rss.xml"');
    expect(page('jobs/index.html')).toContain('href="/rss.xml"');
    expect(page('ar/rss.xml')).toContain('<language>ar</language>');
  });

  /** Every kind of page the site builds, at its English address. */
  const everyKindOfPage = () => [
    '/',
    '/jobs/',
    '/benefits/',
    '/about/',
    '/privacy/',
    '/jobs/not-found/',
    `/jobs/${plain.documentId}/`,
  ];

  it('links its own pages only at their canonical addresses, so no click goes through a redirect', async () => {
    const english = everyKindOfPage();
    for (const path of [...english, ...english.map((page) => `/ar${page}`)]) {
      const facts = readPage(pageAt(`${SITE}${path}`));
      const switchTo = facts.alternates.find((version) => version.hreflang === (path.startsWith('/ar/') ? 'en' : 'ar'));
      for (const href of facts.links) {
        const target = new URL(href, `${SITE}${path}`);
        if (target.origin !== SITE || /\.[a-z0-9]+$/i.test(target.pathname)) continue;
        expect(target.pathname.endsWith('/'), `${path} links ${href}`).toBe(true);
        // Every link stays in the page's language, but the switch to the other one.
        if (target.href === switchTo?.href) continue;
        expect(target.pathname.startsWith('/ar/'), `${path} links ${href}`).toBe(path.startsWith('/ar/'));
      }
    }
  });

  it('has every page in Arabic, right to left, with the Arabic face and a switch back to the same page in English', () => {
    const arabicTitles: Record<string, string> = {
      '/jobs/': 'الوظائف الشاغرة',
      '/benefits/': 'المزايا',
      '/jobs/not-found/': 'الوظيفة غير موجودة',
    };
    for (const path of everyKindOfPage()) {
      const englishHtml = pageAt(`${SITE}${path}`);
      const arabicHtml = pageAt(`${SITE}/ar${path}`);
      const [english, arabic] = [readPage(englishHtml), readPage(arabicHtml)];
      expect([english.lang, english.dir], path).toEqual(['en', 'ltr']);
      expect([arabic.lang, arabic.dir], path).toEqual(['ar', 'rtl']);
      // The switch: a link to the other language's version of the same page.
      expect(english.links, path).toContain(`/ar${path}`);
      expect(arabic.links, path).toContain(path);
      const expected = arabicTitles[path];
      if (expected) expect(arabic.headings[0]?.text, path).toBe(expected);
      // Only Arabic pages carry (and preload) the Arabic face, its Arabic and Latin files in both
      // weights (Western digits and full stops are Latin); an English page pays nothing for it.
      expect(
        arabic.fontPreloads.map((font) => font.replace(/\.[\w-]+\.woff2$/, '')),
        path,
      ).toEqual(['arabic-400', 'arabic-700', 'latin-400', 'latin-700'].map((file) => `/_astro/tajawal-${file}-normal`));
      expect(arabicHtml).toContain('font-family:Tajawal');
      expect(english.fontPreloads, path).toEqual([]);
      expect(englishHtml, path).not.toContain('Tajawal');
    }
  });

  it('marks the English text of a posting on its Arabic page, and dates and salary as Bahrain reads them', () => {
    const html = page(`ar/jobs/${payroll.documentId}/index.html`);
    const facts = readPage(html);
    expect(facts.headings[0]).toEqual({ text: 'Payroll Officer', lang: 'en' });
    // The page's own headings are Arabic, in the page's language.
    expect(facts.headings.slice(1).map((heading) => heading.lang)).toEqual(
      facts.headings.slice(1).map(() => undefined),
    );
    expect(facts.headings.map((heading) => heading.text)).toContain('نبذة عن الوظيفة');
    expect(html).toContain('<bdi dir="ltr">BHD 900 – 1,400</bdi>');
    // An Arabic month name between Western digits: "28 نوفمبر 2026".
    expect(html).toMatch(/<time datetime="[^"]+">\d{1,2} [\u0621-\u064A]+ \d{4}<\/time>/);
    expect(html).toContain('التقدم لهذه الوظيفة');
  });

  it("shows a posting's Arabic texts on its Arabic pages, in its Arabic JSON-LD and feed, and English where none is written", () => {
    const html = page(`ar/jobs/${translated.documentId}/index.html`);
    const facts = readPage(html);
    // The Arabic title in the page's own language: no lang of its own.
    expect(facts.headings[0]).toEqual({ text: ARABIC.title_ar, lang: undefined });
    expect(html).toContain(`<p>${ARABIC.description_ar}</p>`);
    expect(html).toMatch(/<ul class="checklist"[^>]*><li>.*?خبرة سنتين في الخزينة<\/li>/);
    // No Arabic responsibilities: the English ones, marked as English.
    expect(html).toMatch(/<ul class="checklist"[^>]*lang="en"[^>]*><li>.*?Match invoices to purchase orders/);
    expect(facts.jsonLd[0]).toMatchObject({ title: ARABIC.title_ar, url: `${SITE}/ar/jobs/${translated.documentId}/` });
    expect(String((facts.jsonLd[0] as { description?: string }).description)).toContain(ARABIC.description_ar);
    // The English page keeps the English throughout.
    const english = readPage(page(`jobs/${translated.documentId}/index.html`));
    expect(english.headings[0]?.text).toBe('Treasury Analyst');
    expect(english.jsonLd[0]).toMatchObject({ title: 'Treasury Analyst' });
    // The Arabic list and feed name it in Arabic; the English ones in English.
    expect(page('ar/jobs/index.html')).toContain(ARABIC.title_ar);
    expect(page('jobs/index.html')).not.toContain(ARABIC.title_ar);
    const titleIn = (feed: string) =>
      readFeed(page(feed)).items.find((item) => item.link?.endsWith(`/jobs/${translated.documentId}/`))?.title;
    expect(titleIn('ar/rss.xml')).toBe(ARABIC.title_ar);
    expect(titleIn('rss.xml')).toBe('Treasury Analyst');
  });

  it('shows the sections, benefits and privacy notice in Arabic where written, and the English marked where not', () => {
    const about = readPage(page('ar/about/index.html'));
    // The demo company's About page: its Arabic texts, and one value card left in English.
    expect(about.headings[0]).toEqual({ text: 'عن Gulf Horizon', lang: undefined });
    expect(about.headings).toContainEqual({ text: 'قيمنا', lang: undefined });
    const aboutHtml = page('ar/about/index.html');
    expect(aboutHtml).toMatch(/<h3 lang="en">Teamwork<\/h3>/);
    expect(aboutHtml).toMatch(/<h3>النزاهة<\/h3>/);
    expect(readPage(page('about/index.html')).headings[0]?.text).toBe('About Gulf Horizon');

    const benefits = page('ar/benefits/index.html');
    expect(benefits).toMatch(/<h2[^>]*>تأمين طبي شامل<\/h2>/);
    expect(benefits).not.toMatch(/<h2[^>]*lang="en"[^>]*>تأمين طبي شامل/);
    expect(benefits).toMatch(/<h2[^>]*lang="en"[^>]*>Free Coffee and Breakfast<\/h2>/);
    // Categories by their Arabic names; the filter still works on the stored one.
    expect(benefits).toMatch(/data-category="Health"[^>]*>الصحة<\/button>/);

    // The default notice reads in Arabic on the Arabic site, and on the apply form's summary.
    const privacy = readPage(page('ar/privacy/index.html'));
    expect(privacy.headings[0]).toEqual({ text: 'إشعار الخصوصية', lang: undefined });
    expect(page(`ar/jobs/${plain.documentId}/index.html`)).toContain('نستخدم البيانات والملفات التي تصلنا منك');
    expect(page(`jobs/${plain.documentId}/index.html`)).not.toContain('نستخدم البيانات');
    expect(readPage(page('privacy/index.html')).headings[0]?.text).toBe('Privacy notice');
    // The private pages stay out of search engines in both languages.
    const robots = page('robots.txt');
    for (const path of ['/onboarding/', '/ar/onboarding/', '/my-applications/', '/ar/my-applications/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
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
      const { code, output } = await buildSite(maintenanceOut);
      expect(code, output).toBe(0);
      const jobPages = readdirSync(join(maintenanceOut, 'jobs'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(maintenanceOut, 'jobs', entry.name, 'index.html')))
        .map((entry) => `jobs/${entry.name}/index.html`);
      expect(jobPages.length).toBeGreaterThan(0);
      const english = ['index.html', 'jobs/index.html', 'benefits/index.html', 'about/index.html', ...jobPages];
      for (const path of [...english, ...english.map((page) => `ar/${page}`)]) {
        const arabic = path.startsWith('ar/');
        const html = readFileSync(join(maintenanceOut, path), 'utf8');
        expect(html, path).toContain(arabic ? 'يخضع موقع' : 'undergoing scheduled maintenance');
        expect(html, path).not.toContain('Position(s) Found');
        // Read as a browser and a search engine read it: no navigation to more of the same message
        // (the home page, and the same message in the other language), and no job offered for indexing.
        const page = readPage(html);
        const address = `/${path.replace(/index\.html$/, '')}`;
        const other = arabic ? address.slice('/ar'.length) : `/ar${address}`;
        expect(
          page.links.filter((href) => !/^(mailto:|#)/.test(href)),
          path,
        ).toEqual([arabic ? '/ar/' : '/', other]);
        expect(page.jsonLd, path).toEqual([]);
      }
      expect(readSitemap(readFileSync(join(maintenanceOut, 'sitemap.xml'), 'utf8'))).toEqual([]);
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
