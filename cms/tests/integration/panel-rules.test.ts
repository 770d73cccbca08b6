// The /cms panel obeys the back office's rules. An editor published a posting with
// salary_min 5000 and salary_max 100 and the job page showed 'BHD 5,000 – 100'; now every save of an
// editor type is checked by the shared zod rules, and a posting that breaks one is never published.

import { messages, TEMPLATE_VARIABLES } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { type EditorType, makeEditorRow, makePosting } from '../support/factories';
import { signInAsEditor } from '../support/panel-editor';
import { makePostingApplication } from '../support/recruitment-fixture';
import { whileRefusing } from '../support/refuse-writes';
import { getJson, testServer } from '../support/test-server';

const POSTING = 'api::job-posting.job-posting';
const EMAIL_TEMPLATE = 'api::email-template.email-template';
const panel = (uid: string, documentId = '') =>
  `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;

const server = await testServer();
const editor = await signInAsEditor(server);

/** A posting as the panel's form sends it, with a title of its own so each test finds its rows. */
function postingForm(title: string, changes: Record<string, unknown> = {}) {
  return {
    title,
    department: 'Finance',
    location: 'Manama, Bahrain',
    type: 'full-time',
    description: 'Keep the books of our Manama office.',
    responsibilities: null,
    requirements: '- Five years in accounting',
    screening_questions: null,
    salary_min: 900,
    salary_max: 1200,
    salary_currency: 'BHD',
    show_salary: true,
    posting_status: 'active',
    is_inactive: false,
    inactive_date: null,
    minimum_years_experience: null,
    number_of_vacancies: 1,
    posted_date: null,
    closed_date: null,
    ...changes,
  };
}

const postingsTitled = (title: string) => server.strapi.db.query(POSTING).findMany({ where: { title } });

interface Refusal {
  error?: { name?: string; message?: string; details?: { errors?: { path: string[]; message: string }[] } };
}

function expectRefused(answer: { status: number; body: unknown }, message: string, field: string) {
  expect(answer.status).toBe(400);
  const { error } = answer.body as Refusal;
  expect(error?.name).toBe('ValidationError');
  expect(error?.message).toBe(message);
  // The panel marks the field the rule is about.
  expect(error?.details?.errors).toContainEqual(expect.objectContaining({ path: [field], message }));
}

describe('a posting saved in /cms', () => {
  it('is refused with the rule when its shown salary runs from 5000 down to 100, and nothing is saved', async () => {
    const title = `Reversed salary ${Date.now()}`;
    const answer = await editor.request(
      'POST',
      panel(POSTING),
      postingForm(title, { salary_min: 5000, salary_max: 100 }),
    );
    expectRefused(answer, messages.validation.salaryRange, 'salary_max');
    expect(await postingsTitled(title)).toEqual([]);
  });

  it('is checked merged with what is stored when an update sends only some fields', async () => {
    const title = `Partial update ${Date.now()}`;
    const created = await editor.request('POST', panel(POSTING), postingForm(title));
    expect(created.status).toBe(201);
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    const before = await server.strapi.db.query(POSTING).findOne({ where: { documentId } });

    const raised = await editor.request('PUT', panel(POSTING, documentId), { salary_min: 5000 });
    expectRefused(raised, messages.validation.salaryRange, 'salary_max');
    expect(await server.strapi.db.query(POSTING).findOne({ where: { documentId } })).toEqual(before);

    // The same range is fine while the salary is hidden (the forms keep no hidden salary either),
    // and a rule on one field still holds: a posting needs its title.
    expect((await editor.request('PUT', panel(POSTING, documentId), { show_salary: false })).status).toBe(200);
    expect((await editor.request('PUT', panel(POSTING, documentId), { salary_min: 5000 })).status).toBe(200);
    expectRefused(
      await editor.request('PUT', panel(POSTING, documentId), { show_salary: true }),
      messages.validation.salaryRange,
      'salary_max',
    );
    expectRefused(
      await editor.request('PUT', panel(POSTING, documentId), { title: '   ' }),
      messages.validation.titleRequired,
      'title',
    );
    expect((await server.strapi.db.query(POSTING).findOne({ where: { documentId } })).title).toBe(title);

    const fixed = await editor.request('PUT', panel(POSTING, documentId), { show_salary: true, salary_max: 6000 });
    expect(fixed.status).toBe(200);
    expect(await server.strapi.db.query(POSTING).findOne({ where: { documentId } })).toMatchObject({
      show_salary: true,
      salary_min: 5000,
      salary_max: 6000,
    });
    await server.strapi.documents(POSTING).delete({ documentId });
  });

  it('keeps the back office rules on vacancies and experience', async () => {
    const title = `Out of range ${Date.now()}`;
    expectRefused(
      await editor.request('POST', panel(POSTING), postingForm(title, { minimum_years_experience: 31 })),
      messages.validation.minimumExperienceRange,
      'minimum_years_experience',
    );
    expect(await postingsTitled(title)).toEqual([]);
  });
});

describe('a posting closed in /cms', () => {
  const applicationsOf = (postingId: string) =>
    server.strapi.db
      .query('api::application.application')
      .findMany({ where: { job_posting: { documentId: postingId } }, orderBy: { id: 'asc' } });
  const archivedTrail = (applicationId: string) =>
    server.strapi.db
      .query('api::audit-event.audit-event')
      .findMany({ where: { entity_type: 'application', entity_id: applicationId, action: 'application.archived' } });

  async function postingWithApplications(title: string) {
    const created = await editor.request('POST', panel(POSTING), postingForm(title));
    expect(created.status).toBe(201);
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    for (const status of ['new', 'shortlisted'] as const)
      await makePostingApplication(server, { postingId: documentId, status, createdAt: new Date() });
    return documentId;
  }

  it('archives its applications, each with its trail, as Close in the back office does', async () => {
    const documentId = await postingWithApplications(`Closed in cms ${Date.now()}`);
    const saved = await editor.request('PUT', panel(POSTING, documentId), { posting_status: 'closed' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const applications = await applicationsOf(documentId);
    expect(applications).toHaveLength(2);
    for (const application of applications) {
      expect(application.is_archived).toBe(true);
      expect(application.archived_at).toBeTruthy();
      expect(await archivedTrail(application.documentId)).toHaveLength(1);
    }
    // Saved again while closed: nothing more happens.
    expect((await editor.request('PUT', panel(POSTING, documentId), { department: 'Treasury' })).status).toBe(200);
    for (const application of await applicationsOf(documentId)) {
      expect(await archivedTrail(application.documentId)).toHaveLength(1);
    }
  });

  it('stays open, its applications too, when archiving them fails: one transaction', async () => {
    const documentId = await postingWithApplications(`Closed in cms, failing ${Date.now()}`);
    const refused = await whileRefusing(server, { table: 'applications', event: 'UPDATE' }, () =>
      editor.request('PUT', panel(POSTING, documentId), { posting_status: 'closed' }),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await server.strapi.db.query(POSTING).findOne({ where: { documentId } })).posting_status).toBe('active');
    for (const application of await applicationsOf(documentId)) expect(application.is_archived).toBe(false);
  });
});

describe('a posting cloned or linked in /cms', () => {
  const clone = (documentId: string, changes: Record<string, unknown>) =>
    editor.request('POST', `${panel(POSTING)}/clone/${documentId}`, changes);

  it('clones when the copy keeps the rules, and refuses a copy that breaks one', async () => {
    const source = await makePosting(server);
    const copyTitle = `${source.title} (copy)`;
    const copied = await clone(source.documentId, { title: copyTitle });
    expect(copied.status).toBe(200);
    const [copy] = await postingsTitled(copyTitle);
    expect(copy).toMatchObject({ department: 'Finance', location: 'Manama, Bahrain' });

    const brokenTitle = `${source.title} (broken copy)`;
    expectRefused(
      await clone(source.documentId, { title: brokenTitle, show_salary: true, salary_min: 5000, salary_max: 100 }),
      messages.validation.salaryRange,
      'salary_max',
    );
    expect(await postingsTitled(brokenTitle)).toEqual([]);
    for (const documentId of [source.documentId, copy.documentId])
      await server.strapi.documents(POSTING).delete({ documentId });
  });

  it('saves a link to the job template it was made from', async () => {
    const posting = await makePosting(server);
    const template = await makeEditorRow(server, 'api::job-template.job-template');
    const linked = await editor.request('PUT', panel(POSTING, posting.documentId), {
      job_template: { connect: [{ documentId: template.documentId }], disconnect: [] },
    });
    expect(linked.status).toBe(200);
    const stored = await server.strapi.db
      .query(POSTING)
      .findOne({ where: { documentId: posting.documentId }, populate: ['job_template'] });
    expect(stored?.job_template).toMatchObject({ documentId: template.documentId });
    await server.strapi.documents(POSTING).delete({ documentId: posting.documentId });
    await server.strapi.documents('api::job-template.job-template').delete({ documentId: template.documentId });
  });
});

describe('the other types the editors see', () => {
  it.each([
    ['api::benefit.benefit', { title: '  ' }, messages.validation.titleRequired, 'title'],
    [
      'api::page-section.page-section',
      { section_key: 'Our Values!' },
      'Use lowercase letters, digits and underscores',
      'section_key',
    ],
    [
      'api::job-template.job-template',
      { number_of_vacancies: 0 },
      messages.validation.vacanciesRange,
      'number_of_vacancies',
    ],
    ['api::email-template.email-template', { subject: ' ' }, messages.validation.required, 'subject'],
    // A field no form has: a NUL answered 500 on PostgreSQL.
    [
      'api::email-template.email-template',
      { name: 'Reminder\u0000' },
      messages.validation.controlCharacter('name'),
      'name',
    ],
    // A placeholder its e-mail is never given: `{{constructor}}` once rendered Object's source text.
    [
      'api::email-template.email-template',
      { body: 'Dear {{constructor}}' },
      messages.emailTemplates.unknownVariables(['constructor'], ['candidate_name']),
      'body',
    ],
    // A button's link runs in visitors' browsers: the panel refuses a script link as the back office does.
    [
      'api::page-section.page-section',
      { section_key: 'cta_primary', content: 'javascript:alert(document.cookie)' },
      messages.sectionsAdmin.unsafeLink,
      'content',
    ],
  ] as const)('refuse a %s save that breaks its form rule', async (uid: EditorType, change, message, field) => {
    const { documentId } = await makeEditorRow(server, uid);
    const stored = () => server.strapi.db.query(uid).findOne({ where: { documentId } });
    const before = await stored();
    expectRefused(await editor.request('PUT', panel(uid, documentId), change), message, field);
    expect(await stored()).toEqual(before);
    await server.strapi.documents(uid).delete({ documentId });
  });
});

describe('an e-mail the system sends, saved in /cms', () => {
  it('keeps to the variables its e-mail is given, naming them in the refusal', async () => {
    const rejection = await server.strapi.db.query(EMAIL_TEMPLATE).findOne({ where: { template_key: 'rejection' } });
    const answer = await editor.request('PUT', panel(EMAIL_TEMPLATE, rejection.documentId), {
      subject: 'About {{job_titel}}',
    });
    expectRefused(
      answer,
      messages.emailTemplates.unknownVariables(['job_titel'], TEMPLATE_VARIABLES.rejection),
      'subject',
    );
    expect(await server.strapi.db.query(EMAIL_TEMPLATE).findOne({ where: { id: rejection.id } })).toEqual(rejection);
  });
});

describe('the same rules for every writer', () => {
  it('refuse the document service too, as the back office and the seed use it', async () => {
    const title = `Service write ${Date.now()}`;
    await expect(
      server.strapi.documents(POSTING).create({
        data: {
          title,
          department: 'Finance',
          location: 'Manama, Bahrain',
          type: 'full-time',
          description: 'Keep the books of our Manama office.',
          requirements: '- Five years in accounting',
          show_salary: true,
          salary_min: 5000,
          salary_max: 100,
          salary_currency: 'BHD',
          posting_status: 'active',
          is_inactive: false,
          number_of_vacancies: 1,
        },
      }),
    ).rejects.toThrow(messages.validation.salaryRange);
    expect(await postingsTitled(title)).toEqual([]);
  });

  it('stop a start where a type the editors see has no rules', () => {
    type Rules = typeof import('../../src/domain/panel/content-rules');
    const { assertEditorTypesHaveRules } = server.load<Rules>('domain/panel/content-rules');
    expect(() => assertEditorTypesHaveRules(server.strapi)).not.toThrow();
    const withNewType = {
      contentTypes: {
        ...server.strapi.contentTypes,
        'api::faq.faq': { uid: 'api::faq.faq', attributes: {}, pluginOptions: {} },
      },
    } as unknown as Core.Strapi;
    expect(() => assertEditorTypesHaveRules(withNewType)).toThrow('api::faq.faq');
  });
});

describe('the careers site', () => {
  it.each([
    ['a shown salary from 5000 down to 100', { salary_min: 5000, salary_max: 100 }],
    ['45 years of experience asked for', { minimum_years_experience: 45 }],
  ])(
    'never publishes a posting that breaks a rule (%s), even one written past the document service',
    async (_, change) => {
      const title = `Written past the rules ${Date.now()}`;
      const valid = await makePosting(server);
      // A plain database query skips the document service's middleware, as an old row or a script would.
      const row = await server.strapi.db.query(POSTING).create({
        data: { ...postingForm(title, change), posted_date: new Date() },
      });
      try {
        const list = await getJson(server, '/api/public/jobs');
        expect(list.status).toBe(200);
        const titles = (list.body as { data: { id: string; title: string }[] }).data.map((job) => job.title);
        expect(titles).toContain(valid.title);
        expect(titles).not.toContain(title);
        const one = await getJson(server, `/api/public/jobs/${row.documentId}`);
        expect(one.status).toBe(404);
        expect(JSON.stringify(one.body)).not.toContain(title);
      } finally {
        await server.strapi.db.query(POSTING).delete({ where: { id: row.id } });
        await server.strapi.documents(POSTING).delete({ documentId: valid.documentId });
      }
    },
  );
});
