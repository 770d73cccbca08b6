// The back office's CV files: one CV's download and inline view, and the ZIP of many
// (docs/requirements.md#cvs-and-the-ai-matching-score). Every CV is a real file in the private store, read
// back through the API and compared byte for byte.
import { join } from 'node:path';
import { CV_ARCHIVE_MAX, messages } from '@careers/shared';
import { parse } from 'content-disposition';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { makeApplication } from '../support/application-fixture';
import { adminWithFlags } from '../support/custom-role';
import { makePdf } from '../support/file-fixtures';
import { whileRefusingAudit } from '../support/refuse-writes';
import { cvFixture, runScoringJobs } from '../support/scoring-fixtures';
import { testServer } from '../support/test-server';

type Env = typeof import('../../src/platform/config/env');
type Archive = typeof import('../../src/domain/applications/cv-files/cv-archive');
type Source = typeof import('../../src/domain/applications/cv-files/cv-source');
type Store = typeof import('../../src/platform/storage/private-files');
let made = 0;

const server = await testServer();
const admin = await createAdmin(server, 'recruiter');
const recruiterEmail = admin.email;
const recruiter = await signIn(server, admin);

interface CvApplication {
  documentId: string;
  reference_id: string;
  full_name: string;
  bytes: Buffer | null;
}

/** An application of the test's own, with `bytes` stored as its CV (or none), and a name of its own. */
async function applicationWithCv(
  cv: { bytes: Buffer; extension: string } | null,
  fullName = `Noor Haddad ${made + 1}`,
): Promise<CvApplication> {
  made += 1;
  const { documentId } = await makeApplication(server);
  const key = cv ? `tests/cv-files/${documentId}.${cv.extension}` : null;
  if (cv && key) {
    // Through the store, as intake stores a CV: its folders and file get the private modes.
    const root = server.load<Env>('platform/config/env').readEnv().privateFilesDir;
    await server.load<Store>('platform/storage/private-files').localFileStore(root).putBytes(key, cv.bytes);
  }
  const row = await server.strapi.db
    .query('api::application.application')
    .update({ where: { documentId }, data: { full_name: fullName, cv_url: key } });
  return { documentId, reference_id: row.reference_id, full_name: fullName, bytes: cv?.bytes ?? null };
}

const pdfCv = (text: string) => ({ bytes: makePdf([`Curriculum vitae of ${text}`]), extension: 'pdf' });

function call(path: string, init: RequestInit & { cookie?: string | null } = {}) {
  const { cookie = recruiter, ...rest } = init;
  return fetch(`${server.baseUrl}/api/backoffice${path}`, {
    ...rest,
    headers: { ...(cookie ? { cookie } : {}), ...(rest.body ? { 'content-type': 'application/json' } : {}) },
  });
}

const post = (path: string, body: unknown, cookie: string | null = recruiter) =>
  call(path, { method: 'POST', body: JSON.stringify(body), cookie });

async function auditRows(action: string, documentId: string) {
  return server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { action, entity_type: 'application', entity_id: documentId } });
}

describe('Download CV', () => {
  it('sends the stored CV as {reference_id}_{full_name}_CV.pdf, not sniffable, and audits it', async () => {
    const application = await applicationWithCv(pdfCv('Noor'), 'Noor  Al Haddad');
    const response = await call(`/applications/${application.documentId}/cv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const name = `${application.reference_id}_Noor_Al_Haddad_CV.pdf`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(application.bytes as Buffer)).toBe(true);
    const audit = await auditRows('application.cv_downloaded', application.documentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: recruiterEmail, details: { via: 'download' } });
  });

  it('names a CV by an Arabic name with RFC 5987 filename* and an ASCII fallback', async () => {
    const application = await applicationWithCv(
      { bytes: cvFixture('accountant.docx'), extension: 'docx' },
      'مريم السيد',
    );
    const response = await call(`/applications/${application.documentId}/cv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const disposition = response.headers.get('content-disposition') ?? '';
    // Read as a browser's fallback and as RFC 5987's real name, by jshttp's parser.
    expect(parse(disposition).parameters.filename).toBe(`${application.reference_id}_مريم_السيد_CV.docx`);
    expect(parse(disposition, { extended: false }).parameters.filename).toBe(`${application.reference_id}_CV.docx`);
    expect(Buffer.from(await response.arrayBuffer()).equals(application.bytes as Buffer)).toBe(true);
  });

  it('sends no CV whose audit line cannot be written, downloaded or viewed', async () => {
    const application = await applicationWithCv(pdfCv('Audit Failure'));
    for (const [path, action] of [
      ['cv', 'application.cv_downloaded'],
      ['cv/view', 'application.cv_viewed'],
    ] as const) {
      const refused = await whileRefusingAudit(server, action, () =>
        call(`/applications/${application.documentId}/${path}`),
      );
      expect(refused.status, path).toBe(500);
      expect(Buffer.from(await refused.arrayBuffer()).includes(Buffer.from('Audit Failure')), path).toBe(false);
      expect(await auditRows(action, application.documentId), path).toHaveLength(0);
    }
    // Once the audit log takes lines again, the same CV is sent, with its line.
    expect((await call(`/applications/${application.documentId}/cv`)).status).toBe(200);
    expect(await auditRows('application.cv_downloaded', application.documentId)).toHaveLength(1);
  });

  it('answers 404 with a clear message when the application has no CV, and 404 for no application', async () => {
    const application = await applicationWithCv(null);
    const response = await call(`/applications/${application.documentId}/cv`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(messages.cvFiles.noCvFile);
    expect(await auditRows('application.cv_downloaded', application.documentId)).toHaveLength(0);
    expect((await call('/applications/nosuchapplication0/cv')).status).toBe(404);
  });

  it('never leaves the private store, whatever path a row holds', async () => {
    const application = await applicationWithCv(null);
    for (const hostile of ['../careers.db', '../../careers.db', '/etc/passwd', 'a/../../dev-secrets.json', 'tests']) {
      await server.strapi.db
        .query('api::application.application')
        .update({ where: { documentId: application.documentId }, data: { cv_url: hostile } });
      for (const path of ['cv', 'cv/view']) {
        const response = await call(`/applications/${application.documentId}/${path}`);
        expect(response.status, `${path} of ${hostile}`).toBe(404);
        expect((await response.json()).error.message).toBe(messages.cvFiles.noCvFile);
      }
    }
  });
});

describe('the CV viewer', () => {
  it("tells the detail record the CV's kind, so the CV tab reads the file once", async () => {
    const cases = [
      [pdfCv('Salma'), 'pdf'],
      [{ bytes: cvFixture('accountant.docx'), extension: 'docx' }, 'docx'],
      [{ bytes: cvFixture('developer.doc'), extension: 'doc' }, 'doc'],
      [null, null],
    ] as const;
    for (const [cv, format] of cases) {
      const application = await applicationWithCv(cv);
      const response = await call(`/applications/${application.documentId}`);
      expect(response.status).toBe(200);
      expect((await response.json()).cv_format, `CV ${format}`).toBe(format);
      // Reading the record is not reading the CV.
      expect(await auditRows('application.cv_viewed', application.documentId)).toHaveLength(0);
    }
  });

  it('shows a PDF inline, frameable only by the back office, and audits the view', async () => {
    const application = await applicationWithCv(pdfCv('Huda'));
    const response = await call(`/applications/${application.documentId}/cv/view`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(application.bytes as Buffer)).toBe(true);
    expect(await auditRows('application.cv_viewed', application.documentId)).toHaveLength(1);
    expect(await auditRows('application.cv_downloaded', application.documentId)).toHaveLength(0);
  });

  it.each([
    ['accountant.docx', 'docx'],
    ['developer.doc', 'doc'],
  ])('shows %s as its extracted text, as JSON', async (file, extension) => {
    const application = await applicationWithCv({ bytes: cvFixture(file), extension });
    const response = await call(`/applications/${application.documentId}/cv/view`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['kind', 'text']);
    expect(body.kind).toBe('text');
    expect(body.text.length).toBeGreaterThan(200);
    expect(body.text).not.toMatch(/<[a-z]+[\s>]/i);
    expect(await auditRows('application.cv_viewed', application.documentId)).toHaveLength(1);
  });
});

async function zipEntries(response: Response): Promise<Record<string, Uint8Array>> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const entryName = (application: CvApplication, extension = 'pdf') =>
  `${application.reference_id}_${application.full_name.replace(/\s+/g, '_')}_CV.${extension}`;

describe('Download CVs as one ZIP', () => {
  it('holds exactly the selected CVs, stored as they are, each download audited', async () => {
    const withCv = [
      await applicationWithCv(pdfCv('one')),
      await applicationWithCv(pdfCv('two')),
      await applicationWithCv({ bytes: cvFixture('developer.doc'), extension: 'doc' }),
    ];
    const without = await applicationWithCv(null);
    const notSelected = await applicationWithCv(pdfCv('not selected'));
    const ids = [...withCv, without].map((application) => application.documentId);

    const plan = await post('/applications/cv-archive/plan', { ids });
    expect(await plan.json()).toEqual({ withCv: 3, withoutCv: 1 });

    const response = await post('/applications/cv-archive', { ids });
    expect(response.headers.get('x-cv-count')).toBe('3');
    expect(response.headers.get('x-cv-failed')).toBe('0');
    expect(response.headers.get('x-cv-without-cv')).toBe('1');
    const entries = await zipEntries(response);
    const expected = Object.fromEntries(
      withCv.map((application, index) => [entryName(application, index === 2 ? 'doc' : 'pdf'), application.bytes]),
    );
    expect(Object.keys(entries).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, bytes] of Object.entries(expected)) {
      expect(Buffer.from(entries[name] as Uint8Array).equals(bytes as Buffer), name).toBe(true);
    }
    for (const application of withCv) {
      const audit = await auditRows('application.cv_downloaded', application.documentId);
      expect(audit.map((row) => row.details)).toEqual([{ via: 'zip' }]);
    }
    expect(await auditRows('application.cv_downloaded', notSelected.documentId)).toHaveLength(0);
  });

  it('stops the ZIP with the error when an audit line cannot be written, and leaves no rejection unhandled', async () => {
    const selected = [
      await applicationWithCv(pdfCv('audit one')),
      await applicationWithCv(pdfCv('audit two')),
      await applicationWithCv(pdfCv('audit three')),
    ];
    const source = server.load<Source>('domain/applications/cv-files/cv-source');
    const owners = [];
    for (const application of selected) owners.push(await source.findCvOwner(server.strapi, application.documentId));
    const store = server
      .load<Store>('platform/storage/private-files')
      .localFileStore(server.load<Env>('platform/config/env').readEnv().privateFilesDir);
    let audited = 0;
    const archive = await server.load<Archive>('domain/applications/cv-files/cv-archive').cvArchive(
      server.strapi,
      store,
      owners.filter((owner) => owner !== null),
      async () => {
        audited += 1;
        throw new Error('audit store unavailable');
      },
    );
    const read = async () => {
      for await (const _chunk of archive.zip ?? []) {
        // Read to the end: the archive must fail rather than finish without its audit lines.
      }
    };
    await expect(read()).rejects.toThrow('audit store unavailable');
    expect(audited).toBeGreaterThan(0);
    expect(audited).toBeLessThan(selected.length);
  });

  it('counts a CV whose file is gone as failed and sends the others', async () => {
    const present = await applicationWithCv(pdfCv('present'));
    const gone = await applicationWithCv(null);
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: gone.documentId }, data: { cv_url: 'tests/cv-files/gone.pdf' } });
    const response = await post('/applications/cv-archive', { ids: [present.documentId, gone.documentId] });
    expect(response.headers.get('x-cv-count')).toBe('1');
    expect(response.headers.get('x-cv-failed')).toBe('1');
    expect(Object.keys(await zipEntries(response))).toEqual([entryName(present)]);
  });

  it('takes the Applications list filter and holds the CVs of exactly that view', async () => {
    const tag = `Zipfilter${Date.now().toString(36)}`;
    const inView = [
      await applicationWithCv(pdfCv('a'), `${tag} Amal`),
      await applicationWithCv(pdfCv('b'), `${tag} Badr`),
    ];
    await applicationWithCv(null, `${tag} Without`);
    const archived = await applicationWithCv(pdfCv('c'), `${tag} Archived`);
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: archived.documentId }, data: { is_archived: true } });
    await applicationWithCv(pdfCv('d'), `Other ${tag.slice(1)} Person`);

    const filter = { q: tag, archive: 'active' };
    expect(await (await post('/applications/cv-archive/plan', { filter })).json()).toEqual({ withCv: 2, withoutCv: 1 });
    const entries = await zipEntries(await post('/applications/cv-archive', { filter }));
    expect(Object.keys(entries).sort()).toEqual(inView.map((application) => entryName(application)).sort());

    const all = await zipEntries(await post('/applications/cv-archive', { filter: { q: tag, archive: 'all' } }));
    expect(Object.keys(all)).toHaveLength(3);
  });

  it("refuses an empty selection ('No Selection') and one without CVs ('No CVs Found')", async () => {
    for (const body of [{ ids: [] }, {}, { filter: null }]) {
      for (const path of ['/applications/cv-archive', '/applications/cv-archive/plan']) {
        const response = await post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        const message = (await response.json()).error.message;
        expect(message).toEqual(body.filter === null ? expect.any(String) : messages.applications.noSelection);
      }
    }
    const without = await applicationWithCv(null);
    const response = await post('/applications/cv-archive', { ids: [without.documentId] });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.applications.noCvsFound);
  });

  it('refuses more CVs than one ZIP may hold, with a clear message', async () => {
    const ids = Array.from({ length: CV_ARCHIVE_MAX + 1 }, (_, index) => `toomany${String(index).padStart(6, '0')}`);
    const response = await post('/applications/cv-archive', { ids });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.cvFiles.tooMany(CV_ARCHIVE_MAX));
  });
});

describe('who may read CVs', () => {
  it('401 without a session, 403 for the viewer and a role without manage_applications', async () => {
    const application = await applicationWithCv(pdfCv('guarded'));
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics', 'manage_jobs']));
    const requests = (cookie: string | null) => [
      call(`/applications/${application.documentId}/cv`, { cookie }),
      call(`/applications/${application.documentId}/cv/view`, { cookie }),
      post('/applications/cv-archive', { ids: [application.documentId] }, cookie),
      post('/applications/cv-archive/plan', { ids: [application.documentId] }, cookie),
    ];
    for (const [cookie, status] of [
      [null, 401],
      [viewer, 403],
      [analyst, 403],
    ] as const) {
      const responses = await Promise.all(requests(cookie));
      expect(responses.map((response) => response.status)).toEqual([status, status, status, status]);
      for (const response of responses) expect(await response.text()).not.toContain('Curriculum vitae');
    }
    expect(await auditRows('application.cv_downloaded', application.documentId)).toHaveLength(0);
    expect(await auditRows('application.cv_viewed', application.documentId)).toHaveLength(0);
  });
});

describe("the demo company's CVs", () => {
  it('are real files in the private store: PDF, DOCX and a DOC, each downloadable and readable', async () => {
    // The demo company is seeded when the test server starts on its empty database.
    // Other files' applications share the database; the demo's candidates have the seed's own
    // address form (first.last.N@example.com, src/seed/demo/applications.ts), no test's has.
    const withCv: { documentId: string; full_name: string; email: string; cv_url: string }[] = await server.strapi.db
      .query('api::application.application')
      .findMany({
        where: { $not: { reference_id: { $startsWith: 'GH-T' } }, cv_url: { $notNull: true } },
        select: ['documentId', 'full_name', 'email', 'cv_url'],
        limit: 5000,
      });
    const seeded = withCv.filter((row) => /^[a-z]+\.[a-z]+\.\d+@example\.com$/.test(row.email));
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    const byFormat = (extension: string) => seeded.filter((row) => row.cv_url.endsWith(`.${extension}`));
    expect(byFormat('doc')).toHaveLength(1);
    expect(byFormat('docx').length).toBeGreaterThan(5);
    expect(byFormat('pdf').length).toBeGreaterThan(40);

    const store = join(server.load<Env>('platform/config/env').readEnv().privateFilesDir);
    const { readFileSync } = await import('node:fs');
    const texts: string[] = [];
    for (const [extension, type] of [
      ['pdf', 'application/pdf'],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['doc', 'application/msword'],
    ] as const) {
      for (const row of byFormat(extension).slice(0, 2)) {
        const response = await call(`/applications/${row.documentId}/cv`);
        expect(response.status, row.cv_url).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.equals(readFileSync(join(store, row.cv_url)))).toBe(true);
        if (extension !== 'pdf') {
          const view = await (await call(`/applications/${row.documentId}/cv/view`)).json();
          expect(view.kind).toBe('text');
          if (extension === 'docx') expect(view.text).toContain(row.full_name);
          texts.push(view.text);
        }
      }
    }
    // Each applicant's CV says something of its own (skills, years), so scores differ.
    expect(new Set(texts).size).toBe(texts.length);

    // Run AI Analysis reads them: with no OpenAI key, the offline scorer scores each from its file.
    const chosen = [...byFormat('doc'), ...byFormat('docx').slice(0, 3), ...byFormat('pdf').slice(0, 4)];
    const ids = chosen.map((row) => row.documentId);
    expect((await post('/applications/analysis', { ids })).status).toBe(202);
    await runScoringJobs(server, ids);
    const scored = await server.strapi.db.query('api::application.application').findMany({
      where: { documentId: { $in: ids } },
      select: ['ai_scoring_status', 'ai_scoring_method', 'ai_score'],
    });
    expect(scored.map((row) => [row.ai_scoring_status, row.ai_scoring_method])).toEqual(
      ids.map(() => ['scored', 'offline']),
    );
    expect(new Set(scored.map((row) => row.ai_score)).size).toBeGreaterThan(3);
  });
});
