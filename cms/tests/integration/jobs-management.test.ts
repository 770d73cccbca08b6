import { adminJobPostingSchema, adminJobTemplateSchema, defaultFocusAttributes, messages } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { postingForm, templateForm } from '../support/job-forms';
import { listedApplication, listQuery } from '../support/listed-applications';
import { type SiteBuildTriggers, turnOnSiteBuildTriggers } from '../support/site-build-triggers';
import { getJson, testServer } from '../support/test-server';

// The Jobs page's API: templates, postings and every transition of the posting state
// machine (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs), with what each leaves behind (columns, applications, audit).

type Answer = Awaited<ReturnType<typeof postJson>>;
type Json = Record<string, unknown>;

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'recruiter'));

const send = (method: string, path: string, body?: unknown, as = cookie): Promise<Answer> =>
  body === undefined && method === 'GET'
    ? (getJson(server, `/api/backoffice${path}`, { headers: { cookie: as } }) as Promise<Answer>)
    : postJson(server, `/api/backoffice${path}`, body ?? {}, as, method);
const data = (answer: Answer) => answer.body as unknown as Json;

async function newPosting(changes: Json = {}): Promise<Json> {
  const answer = await send('POST', '/job-postings', postingForm(changes));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return data(answer);
}

const stored = (documentId: string) =>
  server.strapi.db.query('api::job-posting.job-posting').findOne({ where: { documentId } });
const application = (documentId: string) =>
  server.strapi.db.query('api::application.application').findOne({ where: { documentId } });
const audits = (entityType: string, entityId: string) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { entity_type: entityType, entity_id: entityId }, orderBy: { id: 'asc' } });
const actions = async (entityType: string, entityId: string) =>
  (await audits(entityType, entityId)).map((row: { action: string }) => row.action);
const act = (id: unknown, action: string) => send('POST', `/job-postings/${String(id)}/${action}`);

describe('templates and postings', () => {
  it('creates a template and a posting from it, with posted_date, counts and audit lines', async () => {
    const template = await send('POST', '/job-templates', templateForm());
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const templateId = String(data(template).id);
    expect(await actions('job_template', templateId)).toEqual(['job_template.created']);

    const before = Date.now();
    const posting = await newPosting({ job_template_id: templateId });
    expect(posting).toMatchObject({
      job_template_id: templateId,
      status: 'active',
      is_inactive: false,
      closed_date: null,
      screening_questions: ['When could you start?'],
      salary_min: 800,
      application_count: 0,
    });
    expect(Date.parse(String(posting.posted_date))).toBeGreaterThanOrEqual(before - 1000);
    await listedApplication(server, { posting: String(posting.id) });
    await listedApplication(server, { posting: String(posting.id), is_archived: true });

    const listed = await send('GET', `/job-postings?${listQuery({ job_template_id: templateId, tab: 'active' })}`);
    expect(listed.status).toBe(200);
    // The answers are the shared response schemas the Jobs page is typed with.
    const postings = adminJobPostingSchema.array().parse(listed.body);
    expect(postings.map((row) => [row.id, row.application_count, row.job_template_title])).toEqual([
      [posting.id, 2, data(template).title],
    ]);
    const templates = await send('GET', `/job-templates?${listQuery({ id: [templateId] })}`);
    expect(adminJobTemplateSchema.array().parse(templates.body)[0]?.posting_count).toBe(1);
  });

  it('keeps a job’s Arabic texts beside the English, a blank one as none, on templates and postings', async () => {
    const arabic = {
      title_ar: 'محلل الخزينة',
      description_ar: 'يتابع السيولة اليومية.',
      responsibilities_ar: '- إعداد تقرير السيولة',
      requirements_ar: '  ',
    };
    const template = await send('POST', '/job-templates', templateForm(arabic));
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    expect(adminJobTemplateSchema.parse(data(template))).toMatchObject({ ...arabic, requirements_ar: null });
    const posting = await newPosting({ ...arabic, requirements_ar: '- سنتان في الخزينة' });
    expect(adminJobPostingSchema.parse(posting)).toMatchObject({ ...arabic, requirements_ar: '- سنتان في الخزينة' });
    // Edited without them, a posting has none: the Arabic site shows its English.
    const edited = await send('PUT', `/job-postings/${String(posting.id)}`, postingForm({ status: 'active' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stored(String(posting.id))).toMatchObject({ title_ar: null, requirements_ar: null });
    // Too long is refused with the field named, as the English title is.
    const tooLong = await send('POST', '/job-postings', postingForm({ title_ar: 'م'.repeat(201) }));
    expect(tooLong.status).toBe(400);
  });

  it('counts each tab by the tab rules: a flagged posting and a set-inactive one are both inactive', async () => {
    const tabCounts = async () => data(await send('GET', '/job-postings/tab-counts'));
    const before = await tabCounts();
    expect((await send('POST', '/job-templates', templateForm())).status).toBe(201);
    await newPosting();
    await newPosting({ status: 'draft' });
    await act((await newPosting()).id, 'mark-inactive');
    await act((await newPosting()).id, 'set-inactive');
    await act((await newPosting()).id, 'close');
    const after = await tabCounts();
    const delta = (tab: string) => Number(after[tab]) - Number(before[tab]);
    // The draft is listed in the Active tab but counted apart: the active count is of open postings.
    expect({
      active: delta('active'),
      drafts: delta('drafts'),
      inactive: delta('inactive'),
      closed: delta('closed'),
      templates: delta('templates'),
    }).toEqual({ active: 1, drafts: 1, inactive: 2, closed: 1, templates: 1 });
    // And it agrees with the dashboard's count of active postings.
    const metrics = await getJson(server, '/api/backoffice/dashboard/metrics', { headers: { cookie } });
    expect((metrics.body as { tiles: { active_jobs: number } }).tiles.active_jobs).toBe(after.active);
  });

  it('creates drafts and closed postings with the chosen status; closed ones are dated', async () => {
    expect(await newPosting({ status: 'draft' })).toMatchObject({ status: 'draft', closed_date: null });
    const closed = await newPosting({ status: 'closed' });
    expect(closed.status).toBe('closed');
    expect(closed.closed_date).not.toBeNull();
  });

  it('saves a blank salary as null and keeps no salary when it is not shown', async () => {
    const blank = await newPosting({ salary_min: '', salary_max: '' });
    expect(blank).toMatchObject({ salary_min: null, salary_max: null });
    const hidden = await newPosting({ show_salary: false, salary_min: 5000, salary_max: 100 });
    expect(hidden).toMatchObject({ show_salary: false, salary_min: null, salary_max: null });
  });

  it('refuses what the form rules refuse, with their messages, and saves nothing', async () => {
    const refusals: [Json, string][] = [
      [{ title: '' }, messages.validation.titleRequired],
      [{ number_of_vacancies: 0 }, messages.validation.vacanciesRange],
      [{ number_of_vacancies: 101 }, messages.validation.vacanciesRange],
      [{ minimum_years_experience: 31 }, messages.validation.minimumExperienceRange],
      [{ salary_min: 2000, salary_max: 1000 }, messages.validation.salaryRange],
    ];
    for (const [changes, message] of refusals) {
      const title = `Refused ${Date.now()}`;
      const answer = await send('POST', '/job-postings', postingForm({ title, ...changes }));
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.error?.message).toBe(message);
      expect(await server.strapi.db.query('api::job-posting.job-posting').count({ where: { title } })).toBe(0);
    }
    for (const changes of [
      { status: 'inactive' },
      { type: 'freelance' },
      { salary_currency: 'JPY' },
      { responsibilities: ' ' },
    ]) {
      expect((await send('POST', '/job-postings', postingForm(changes))).status, JSON.stringify(changes)).toBe(400);
    }
    const unknownKey = await send('POST', '/job-postings', postingForm({ is_inactive: true }));
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.error?.message).toMatch(/is_inactive/);
    const unknownTemplateKey = await send('POST', '/job-templates', templateForm({ posted_date: '2020-01-01' }));
    expect(unknownTemplateKey.status).toBe(400);
    expect((await send('POST', '/job-templates', templateForm({ responsibilities: ' ' }))).status).toBe(400);
  });

  it('editing a posting to closed dates the closing once', async () => {
    const posting = await newPosting({ status: 'draft' });
    const closed = await send('PUT', `/job-postings/${String(posting.id)}`, postingForm({ status: 'closed' }));
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const closedDate = data(closed).closed_date;
    expect(closedDate).not.toBeNull();
    const again = await send(
      'PUT',
      `/job-postings/${String(posting.id)}`,
      postingForm({ status: 'closed', title: 'x' }),
    );
    expect(data(again).closed_date).toBe(closedDate);
    expect(await actions('job_posting', String(posting.id))).toEqual([
      'job_posting.created',
      'job_posting.updated',
      'job_posting.updated',
    ]);
  });

  it('editing an active posting to closed archives its open applications as Close does', async () => {
    const posting = await newPosting();
    const open = await listedApplication(server, { posting: String(posting.id), status: 'reviewed' });
    const other = await listedApplication(server, { posting: String((await newPosting()).id) });
    const edited = await send(
      'PUT',
      `/job-postings/${String(posting.id)}`,
      postingForm({ status: 'closed', title: String(posting.title) }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await application(open.documentId)).toMatchObject({ is_archived: true, status: 'reviewed' });
    expect(await actions('application', open.documentId)).toEqual(['application.archived']);
    expect(await application(other.documentId)).toMatchObject({ is_archived: false });
    const [saved] = (await audits('job_posting', String(posting.id))).slice(-1);
    expect(saved.details).toMatchObject({ from: 'active', to: 'closed', archived_applications: 1 });
  });

  it('editing a closed or flagged posting back to active is a Reopen: its date and flag are cleared', async () => {
    const edit = (posting: Json, status: string) =>
      send('PUT', `/job-postings/${String(posting.id)}`, postingForm({ status, title: String(posting.title) }));
    const closed = await newPosting();
    await act(closed.id, 'close');
    const reopened = await edit(closed, 'active');
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(data(reopened)).toMatchObject({ status: 'active', closed_date: null, is_inactive: false });

    const flagged = await newPosting();
    await act(flagged.id, 'mark-inactive');
    expect(data(await edit(flagged, 'active'))).toMatchObject({
      status: 'active',
      is_inactive: false,
      inactive_date: null,
      closed_date: null,
    });
    expect(await actions('job_posting', String(flagged.id))).toEqual([
      'job_posting.created',
      'job_posting.marked_inactive',
      'job_posting.updated',
      'job_posting.reopened',
    ]);

    // Kept closed, a flagged posting stays flagged: only a move to active reopens it.
    const kept = await newPosting();
    await act(kept.id, 'mark-inactive');
    expect(data(await edit(kept, 'closed'))).toMatchObject({ status: 'closed', is_inactive: true });
  });
});

describe('focus attributes', () => {
  const attributes = (answer: Answer) => (data(answer).focus_attributes ?? []) as unknown[];

  it('a new job without its own gets its department’s default set; its own are kept in order', async () => {
    const defaults = await send('POST', '/job-templates', templateForm());
    expect(defaults.status).toBe(201);
    expect(adminJobTemplateSchema.parse(data(defaults)).focus_attributes).toEqual(defaultFocusAttributes('Finance'));
    const technology = await newPosting({ department: 'Technology', focus_attributes: [] });
    expect(adminJobPostingSchema.parse(technology).focus_attributes).toEqual(defaultFocusAttributes('Technology'));

    const own = [
      { name: 'Cash forecasting', good_looks_like: 'Forecasts within 2% over a quarter.' },
      { name: 'Bank relations', good_looks_like: '' },
    ];
    const saved = await send('POST', '/job-templates', templateForm({ focus_attributes: own }));
    expect(attributes(saved)).toEqual(own);
    // Edited without them, a job keeps its own.
    const id = String(data(saved).id);
    const edited = await send('PUT', `/job-templates/${id}`, templateForm({ title: 'Treasury Lead' }));
    expect(attributes(edited)).toEqual(own);
    const reordered = await send('PUT', `/job-templates/${id}`, templateForm({ focus_attributes: [...own].reverse() }));
    expect(attributes(reordered)).toEqual([...own].reverse());
  });

  it('refuses more than twelve, or one without a name, with a clear message', async () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => ({
      name: `Attribute ${index + 1}`,
      good_looks_like: '',
    }));
    const tooMany = await send('POST', '/job-templates', templateForm({ focus_attributes: thirteen }));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(messages.jobsAdmin.tooManyFocusAttributes);
    const unnamed = await send(
      'POST',
      '/job-templates',
      templateForm({ focus_attributes: [{ name: ' ', good_looks_like: 'x' }] }),
    );
    expect(unnamed.status).toBe(400);
    const extra = await send('POST', '/job-templates', templateForm({ focus_attributes: [{ name: 'A', weight: 3 }] }));
    expect(extra.status).toBe(400);
  });
});

describe('the posting state machine', () => {
  it('Close dates the closing and archives the open applications, each with its audit line', async () => {
    const posting = await newPosting();
    const open = [await listedApplication(server, { posting: String(posting.id) })];
    open.push(await listedApplication(server, { posting: String(posting.id), status: 'reviewed' }));
    const archivedBefore = await listedApplication(server, { posting: String(posting.id), is_archived: true });
    const other = await listedApplication(server, { posting: String((await newPosting()).id) });

    const closed = await act(posting.id, 'close');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(data(closed)).toMatchObject({ status: 'closed', is_inactive: false });
    expect(data(closed).closed_date).not.toBeNull();
    for (const { documentId } of open) {
      expect(await application(documentId)).toMatchObject({ is_archived: true });
      expect((await application(documentId)).archived_at).not.toBeNull();
      expect(await actions('application', documentId)).toEqual(['application.archived']);
    }
    expect(await actions('application', archivedBefore.documentId)).toEqual([]);
    expect(await application(other.documentId)).toMatchObject({ is_archived: false });
    const [closing] = (await audits('job_posting', String(posting.id))).slice(-1);
    expect(closing).toMatchObject({ action: 'job_posting.closed' });
    expect(closing.details).toMatchObject({ from: 'active', to: 'closed', archived_applications: 2 });

    const again = await act(posting.id, 'close');
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(messages.jobsAdmin.transitionRefused('closed'));
  });

  it('two Closes at once: one closes and archives, the other is refused; one audit line each', async () => {
    const posting = await newPosting();
    const open = [
      await listedApplication(server, { posting: String(posting.id) }),
      await listedApplication(server, { posting: String(posting.id) }),
    ];
    const answers = await Promise.all([act(posting.id, 'close'), act(posting.id, 'close')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    for (const { documentId } of open)
      expect(await actions('application', documentId)).toEqual(['application.archived']);
    expect(
      (await actions('job_posting', String(posting.id))).filter((action) => action === 'job_posting.closed'),
    ).toHaveLength(1);
  });

  it('Reopen of a closed posting sets it active and clears closed_date', async () => {
    const posting = await newPosting();
    await act(posting.id, 'close');
    const reopened = await act(posting.id, 'reopen');
    expect(reopened.status).toBe(200);
    expect(data(reopened)).toMatchObject({ status: 'active', closed_date: null, is_inactive: false });
    expect((await act(posting.id, 'reopen')).status).toBe(409);
  });

  it('Mark as inactive flags and closes; Reopen clears the flag and its date', async () => {
    const posting = await newPosting();
    const application = await listedApplication(server, { posting: String(posting.id) });
    const marked = data(await act(posting.id, 'mark-inactive'));
    expect(marked).toMatchObject({ status: 'closed', is_inactive: true, closed_date: null });
    expect(marked.inactive_date).not.toBeNull();
    // Only Close archives applications.
    expect(await actions('application', application.documentId)).toEqual([]);
    const inactiveTab = await send('GET', `/job-postings?${listQuery({ tab: 'inactive', id: [posting.id] })}`);
    expect((inactiveTab.body as unknown as Json[]).map((row) => row.id)).toEqual([posting.id]);
    const closedTab = await send('GET', `/job-postings?${listQuery({ tab: 'closed', id: [posting.id] })}`);
    expect(closedTab.body).toEqual([]);
    expect((await act(posting.id, 'close')).status).toBe(409);

    const reopened = data(await act(posting.id, 'reopen'));
    expect(reopened).toMatchObject({ status: 'active', is_inactive: false, inactive_date: null, closed_date: null });
    expect(await stored(String(posting.id))).toMatchObject({ posting_status: 'active', is_inactive: false });
  });

  it('Set Inactive sets status inactive; Reopen sets it active', async () => {
    const posting = await newPosting();
    expect(data(await act(posting.id, 'set-inactive'))).toMatchObject({ status: 'inactive', is_inactive: false });
    expect((await act(posting.id, 'set-inactive')).status).toBe(409);
    expect(data(await act(posting.id, 'reopen'))).toMatchObject({ status: 'active' });
    expect(await actions('job_posting', String(posting.id))).toEqual([
      'job_posting.created',
      'job_posting.set_inactive',
      'job_posting.reopened',
    ]);
  });

  it('a draft is neither closed nor set inactive by the actions', async () => {
    const draft = await newPosting({ status: 'draft' });
    for (const action of ['close', 'mark-inactive', 'set-inactive', 'reopen']) {
      expect((await act(draft.id, action)).status, action).toBe(409);
    }
    expect((await act('nosuchposting0000000000', 'close')).status).toBe(404);
  });

  it('deleting a posting keeps its applications', async () => {
    const posting = await newPosting();
    const kept = await listedApplication(server, { posting: String(posting.id) });
    expect((await send('DELETE', `/job-postings/${String(posting.id)}`)).status).toBe(200);
    expect(await stored(String(posting.id))).toBeNull();
    expect(await application(kept.documentId)).not.toBeNull();
    expect(await actions('job_posting', String(posting.id))).toContain('job_posting.deleted');
  });

  it('deleting a template deletes its postings and keeps their applications', async () => {
    const templateId = String(data(await send('POST', '/job-templates', templateForm())).id);
    const postings = [
      await newPosting({ job_template_id: templateId }),
      await newPosting({ job_template_id: templateId }),
    ];
    const kept = await listedApplication(server, { posting: String(postings[0]?.id) });
    expect((await send('DELETE', `/job-templates/${templateId}`)).status).toBe(200);
    for (const posting of postings) expect(await stored(String(posting.id))).toBeNull();
    expect(await application(kept.documentId)).not.toBeNull();
    expect(await actions('job_template', templateId)).toEqual(['job_template.created', 'job_template.deleted']);
  });

  it('the template archive toggles is_archived', async () => {
    const templateId = String(data(await send('POST', '/job-templates', templateForm())).id);
    expect(data(await send('POST', `/job-templates/${templateId}/archive`, { is_archived: true }))).toMatchObject({
      is_archived: true,
    });
    expect(data(await send('POST', `/job-templates/${templateId}/archive`, { is_archived: false }))).toMatchObject({
      is_archived: false,
    });
    expect((await send('POST', `/job-templates/${templateId}/archive`, { is_archived: 'yes' })).status).toBe(400);
    expect(await actions('job_template', templateId)).toEqual([
      'job_template.created',
      'job_template.archived',
      'job_template.unarchived',
    ]);
  });
});

describe('rebuilding the public site', () => {
  let builds: SiteBuildTriggers | undefined;
  const triggers = async (): Promise<string[]> => (await builds?.waitingBuildTriggers()) ?? [];

  beforeAll(async () => {
    builds = await turnOnSiteBuildTriggers(server);
  });
  afterAll(async () => {
    await builds?.stop();
  });

  it('a new posting and each posting action ask for a build; a template change does not', async () => {
    const posting = await newPosting();
    expect((await triggers()).at(-1)).toBe('job-posting created');
    const template = data(await send('POST', '/job-templates', templateForm()));
    await send('PUT', `/job-templates/${String(template.id)}`, templateForm());
    await send('POST', `/job-templates/${String(template.id)}/archive`, { is_archived: true });
    expect((await triggers()).filter((trigger) => trigger.startsWith('job-template'))).toEqual([]);
    await act(posting.id, 'close');
    expect((await triggers()).at(-1)).toBe('job-posting updated');
    await send('DELETE', `/job-postings/${String(posting.id)}`);
    expect((await triggers()).at(-1)).toBe('job-posting deleted');
  });
});

describe('permissions', () => {
  it('a role without manage_jobs is refused every jobs call; one with only manage_jobs may make them', async () => {
    const posting = await newPosting();
    const templateId = String(data(await send('POST', '/job-templates', templateForm())).id);
    const without = await signIn(server, await adminWithFlags(server, ['manage_applications', 'view_analytics']));
    const calls: [string, string, unknown?][] = [
      ['GET', '/job-postings'],
      ['GET', '/job-templates'],
      ['GET', '/job-postings/tab-counts'],
      ['POST', '/job-postings', postingForm()],
      ['PUT', `/job-postings/${String(posting.id)}`, postingForm()],
      ['DELETE', `/job-postings/${String(posting.id)}`],
      ['POST', `/job-postings/${String(posting.id)}/close`],
      ['POST', `/job-postings/${String(posting.id)}/mark-inactive`],
      ['POST', `/job-postings/${String(posting.id)}/reopen`],
      ['POST', `/job-postings/${String(posting.id)}/set-inactive`],
      ['POST', '/job-templates', templateForm()],
      ['POST', `/job-templates/${templateId}/archive`, { is_archived: true }],
      ['DELETE', `/job-templates/${templateId}`],
      ['POST', '/job-templates/generate', { title: 'Accountant' }],
      ['POST', '/jobs/arabic-draft', { title: 'Accountant', description: 'Books.', requirements: '- ACCA' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, body, without)).status, `${method} ${path}`).toBe(403);
    }
    expect(await stored(String(posting.id))).toMatchObject({ posting_status: 'active' });

    const jobsOnly = await signIn(server, await adminWithFlags(server, ['manage_jobs']));
    expect((await send('GET', '/job-postings', undefined, jobsOnly)).status).toBe(200);
    expect((await send('POST', `/job-postings/${String(posting.id)}/close`, {}, jobsOnly)).status).toBe(200);
  });
});
