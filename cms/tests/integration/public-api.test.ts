import {
  ABOUT_SECTION_KEYS,
  HOME_SECTION_KEYS,
  PUBLIC_SETTING_KEYS,
  publicBenefitSchema,
  publicJobPostingSchema,
  publicPageSectionSchema,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { makePosting } from '../support/factories';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();

const PUBLIC_JOB_FIELDS = Object.keys(publicJobPostingSchema.shape).sort();

describe('GET /api/public/jobs', () => {
  it('lists every active posting and nothing else, newest first', async () => {
    const { status, body } = await getJson(server, '/api/public/jobs');
    expect(status).toBe(200);
    const jobs = (body as { data: { id: string; posted_date: string }[] }).data;

    const active = await server.strapi.documents('api::job-posting.job-posting').findMany({
      filters: { posting_status: 'active' },
      fields: ['documentId'],
    });
    expect(active.length).toBeGreaterThan(0);
    expect(jobs.map((job) => job.id).sort()).toEqual(active.map((row) => row.documentId).sort());

    const postedDates = jobs.map((job) => job.posted_date);
    expect(postedDates).toEqual([...postedDates].sort().reverse());
  });

  it('sends only the whitelisted public fields', async () => {
    const { body } = await getJson(server, '/api/public/jobs');
    for (const job of (body as { data: Record<string, unknown>[] }).data) {
      expect(Object.keys(job).sort()).toEqual(PUBLIC_JOB_FIELDS);
      expect(job).not.toHaveProperty('status');
      expect(job).not.toHaveProperty('applications');
    }
  });

  it('never sends a salary the posting keeps hidden', async () => {
    const hidden = await server.strapi.documents('api::job-posting.job-posting').findMany({
      filters: { posting_status: 'active', show_salary: false, salary_min: { $notNull: true } },
    });
    expect(hidden.length).toBeGreaterThan(0);
    const { body } = await getJson(server, '/api/public/jobs');
    const jobs = (body as { data: { id: string; salary_min: number | null; salary_max: number | null }[] }).data;
    for (const row of hidden) {
      const job = jobs.find((candidate) => candidate.id === row.documentId);
      expect(job).toMatchObject({ salary_min: null, salary_max: null });
    }
  });

  it('reflects a posting that is opened or closed, without a restart', async () => {
    const postings = server.strapi.documents('api::job-posting.job-posting');
    const draft = await makePosting(server, { state: 'draft' });
    const idsNow = async () =>
      ((await getJson(server, '/api/public/jobs')).body as { data: { id: string }[] }).data.map((job) => job.id);

    expect(await idsNow()).not.toContain(draft.documentId);
    await postings.update({ documentId: draft.documentId, data: { posting_status: 'active' } });
    expect(await idsNow()).toContain(draft.documentId);
    await postings.update({ documentId: draft.documentId, data: { posting_status: 'closed' } });
    expect(await idsNow()).not.toContain(draft.documentId);
    await postings.delete({ documentId: draft.documentId });
  });
});

describe('robustness of the public lists', () => {
  it('gives a posting made without a posted date one, so it sorts the same on every database', async () => {
    const posting = await server.strapi.documents('api::job-posting.job-posting').create({
      data: {
        title: 'Made in /cms',
        department: 'Finance',
        location: 'Manama',
        type: 'full-time',
        description: 'd',
        requirements: '- r',
        posting_status: 'active',
        salary_currency: 'BHD',
        is_inactive: false,
        number_of_vacancies: 1,
        show_salary: false,
      },
    });
    expect(posting.posted_date).toBeTruthy();
    const { body } = await getJson(server, '/api/public/jobs');
    expect((body as { data: { id: string }[] }).data[0]?.id).toBe(posting.documentId);
    await server.strapi.documents('api::job-posting.job-posting').delete({ documentId: posting.documentId });
  });

  it('skips a malformed posting instead of failing the whole list', async () => {
    const knex = server.strapi.db.connection;
    const made = await makePosting(server);
    const template = await knex('job_postings').where({ document_id: made.documentId }).first();
    const { id: _id, document_id: _documentId, ...columns } = template;
    await knex('job_postings').insert({ ...columns, document_id: 'malformedposting00000001', type: 'freelance-gig' });
    const { status, body } = await getJson(server, '/api/public/jobs');
    expect(status).toBe(200);
    const ids = (body as { data: { id: string }[] }).data.map((job) => job.id);
    expect(ids).not.toContain('malformedposting00000001');
    expect(ids.length).toBeGreaterThan(0);
    await knex('job_postings').whereIn('document_id', ['malformedposting00000001', made.documentId]).del();
  });

  it('shows a value card without a colour in yellow', async () => {
    const sections = server.strapi.documents('api::page-section.page-section');
    const card = await sections.findFirst({ filters: { page_name: 'about', section_type: 'value', is_active: true } });
    if (!card) throw new Error('the demo data has value cards');
    await sections.update({ documentId: card.documentId, data: { metadata: { icon: 'Shield' } } });
    const { body } = await getJson(server, '/api/public/pages/about/sections');
    const shown = (body as { data: { id: string; metadata: { color?: string } }[] }).data.find(
      (section) => section.id === card.documentId,
    );
    expect(shown?.metadata.color).toBe('yellow');
    await sections.update({ documentId: card.documentId, data: { metadata: card.metadata } });
  });
});

describe('GET /api/public/jobs/:id', () => {
  it('answers an active posting', async () => {
    const active = await makePosting(server);
    const { status, body } = await getJson(server, `/api/public/jobs/${active.documentId}`);
    expect(status).toBe(200);
    expect(publicJobPostingSchema.parse((body as { data: unknown }).data).title).toBe(active.title);
  });

  it.each(['draft', 'inactive', 'closed'] as const)(
    'answers 404 Job Not Found for a %s posting',
    async (postingStatus) => {
      const posting = await makePosting(server, { state: postingStatus });
      const { status, body } = await getJson(server, `/api/public/jobs/${posting.documentId}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        data: null,
        error: { status: 404, name: 'NotFoundError', message: 'Job Not Found' },
      });
    },
  );

  it('answers 404 for an id that does not exist', async () => {
    const { status } = await getJson(server, '/api/public/jobs/doesnotexist000000000000');
    expect(status).toBe(404);
  });
});

describe('GET /api/public/benefits', () => {
  it('lists active benefits by display order with public fields only', async () => {
    const { status, body } = await getJson(server, '/api/public/benefits');
    expect(status).toBe(200);
    const benefits = (body as { data: Record<string, unknown>[] }).data;
    const activeCount = await server.strapi.documents('api::benefit.benefit').count({ filters: { is_active: true } });
    expect(benefits).toHaveLength(activeCount);
    expect(benefits.map((benefit) => benefit.title)).not.toContain('Eid Gift Vouchers');
    for (const benefit of benefits) {
      expect(Object.keys(benefit).sort()).toEqual(Object.keys(publicBenefitSchema.shape).sort());
    }
    const orders = benefits.map((benefit) => benefit.display_order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/public/pages/:page/sections', () => {
  it('answers the home page with every section key the site reads', async () => {
    const { status, body } = await getJson(server, '/api/public/pages/home/sections');
    expect(status).toBe(200);
    const sections = (body as { data: { section_key: string; page_name: string }[] }).data;
    const keys = sections.map((section) => section.section_key);
    for (const key of HOME_SECTION_KEYS) expect(keys).toContain(key);
    expect(sections.every((section) => section.page_name === 'home')).toBe(true);
  });

  it('answers the about page with hero, mission, vision, values and active value cards only', async () => {
    const { body } = await getJson(server, '/api/public/pages/about/sections');
    const sections = (body as { data: Record<string, unknown>[] }).data;
    const keys = sections.map((section) => section.section_key);
    for (const key of ABOUT_SECTION_KEYS) expect(keys).toContain(key);
    expect(keys).not.toContain('value_legacy');
    const values = sections.filter((section) => section.section_type === 'value');
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      expect(Object.keys(section).sort()).toEqual(Object.keys(publicPageSectionSchema.shape).sort());
    }
    const orders = sections.map((section) => section.display_order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers 404 for a page that does not exist', async () => {
    const { status } = await getJson(server, '/api/public/pages/secret/sections');
    expect(status).toBe(404);
  });
});

describe('GET /api/public/settings', () => {
  it('answers exactly the public settings and never a key or secret', async () => {
    const { status, body } = await getJson(server, '/api/public/settings');
    expect(status).toBe(200);
    const settings = (body as { data: Record<string, unknown> }).data;
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(JSON.stringify(body)).not.toMatch(/api_key|openai|resend/);
  });

  it('follows the maintenance mode setting', async () => {
    const settings = server.strapi.documents('api::system-setting.system-setting');
    const row = await settings.findFirst({ filters: { setting_key: 'maintenance_mode' } });
    if (!row) throw new Error('maintenance_mode is seeded');
    await settings.update({ documentId: row.documentId, data: { setting_value: { value: true } } });
    const { body } = await getJson(server, '/api/public/settings');
    expect((body as { data: { maintenance_mode: boolean } }).data.maintenance_mode).toBe(true);
    await settings.update({ documentId: row.documentId, data: { setting_value: { value: false } } });
  });
});
