// A NUL in a text once answered 500 on PostgreSQL ('invalid byte sequence for encoding
// "UTF8": 0x00') in 17 places: every list's search, every form of the back office, the public apply
// form. Every text a client sends is now refused with a 400 naming its field, on SQLite and PostgreSQL
// alike. Resources and routes are read from the running server, so a new one is covered by itself;
// the apply and onboarding forms are in apply-intake.test.ts and onboarding.test.ts.
import { applicationFiltersSchema, companyToday, labels, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { makePosting } from '../support/factories';
import { scheduledPanel } from '../support/interview-kits';
import { postingForm, templateForm } from '../support/job-forms';
import { listedApplication } from '../support/listed-applications';
import { mountedRoutes, pathsOf } from '../support/mounted-routes';
import { forgetRateLimits } from '../support/rate-limits';
import { accountantPosting, applyWithCv } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

type Registry = typeof import('../../src/domain/backoffice/registry');

const NUL = '\u0000';
/** Each C0 control character a text may not hold (tab, line feed and carriage return may). */
const CONTROL_CHARACTERS = [NUL, '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'];
let made = 0;

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'super_admin'));
const resources = server.load<Registry>('domain/backoffice/registry').RESOURCES;

const refusal = (field: string) => messages.validation.controlCharacter(field);
function tag(): string {
  made += 1;
  return `${Date.now().toString(36)}${made}`;
}
const listOf = (resource: string, filter: Record<string, unknown>) =>
  getJson(server, `/api/backoffice/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    headers: { cookie },
  }) as Promise<{ status: number; body: { error?: { message: string } } }>;

describe('the lists of the back office', () => {
  it('refuse a control character in filter.q on every resource, naming it (PostgreSQL answered 500)', async () => {
    for (const resource of Object.keys(resources)) {
      for (const character of CONTROL_CHARACTERS) {
        const answer = await listOf(resource, { q: `Maryam${character}` });
        expect(answer.status, `${resource} ${JSON.stringify(character)}`).toBe(400);
        expect(answer.body.error?.message).toBe(refusal('filter.q'));
      }
    }
  });

  it("refuse one in any other filter value, the resource's own filters and getMany's ids included", async () => {
    for (const [resource, config] of Object.entries(resources)) {
      // A resource whose whole filter is one shared schema takes that schema's keys.
      const keys = config.listWhere ? Object.keys(applicationFiltersSchema.shape) : Object.keys(config.filters);
      for (const key of [...keys, 'id']) {
        const answer = await listOf(resource, { [key]: [`a${NUL}b`] });
        expect(answer.status, `${resource} ${key}`).toBe(400);
        expect(answer.body.error?.message).toBe(refusal(`filter.${key}.0`));
      }
    }
  });

  it('still find text with tabs and line breaks, and search as before', async () => {
    for (const resource of Object.keys(resources)) {
      const answer = await listOf(resource, { q: 'Maryam\tAl\r\nSayed' });
      expect(answer.status, resource).toBe(200);
    }
  });
});

/** A valid body for each write of the generic adapter; every string in it is tried with a NUL inside. */
type Body = Record<string, unknown>;
interface Writes {
  create?: () => Promise<Body>;
  update?: () => Promise<Body>;
  /** Fields whose value is one of a list (an option, an id), not text: refused, but not as text. */
  choices?: string[];
}

const roleId = async (name: string) =>
  (await server.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name } })).documentId as string;

const WRITES: Record<string, Writes> = {
  users: {
    create: async () => ({
      email: `new.${tag()}@gulfhorizon.test`,
      full_name: 'Noor Haddad',
      password: 'a good long password',
      role_id: await roleId('recruiter'),
    }),
    update: async () => ({ full_name: 'Noor Haddad', role_id: await roleId('recruiter'), is_active: true }),
    choices: ['role_id'],
  },
  roles: {
    create: async () => ({ name: `panel ${tag()}`, description: 'Interview panel', permissions: {} }),
    update: async () => ({ description: 'Interview panel', permissions: {} }),
  },
  benefits: {
    create: async () => ({ title: 'Transport', description: 'A monthly allowance', display_order: 90 }),
    update: async () => ({ title: 'Transport', description: 'A monthly allowance', display_order: 90 }),
    choices: ['category', 'icon'],
  },
  'page-sections': {
    create: async () => ({
      page_name: 'about',
      section_key: `values_${tag()}`,
      section_type: 'content',
      title: 'Our values',
      subtitle: 'What we hold to',
      content: 'Integrity\nService',
      metadata: { highlight: 'values' },
    }),
    update: async () => ({ section_type: 'content', title: 'Our values', content: 'Integrity', subtitle: 'x' }),
    choices: ['page_name', 'section_type'],
  },
  'job-templates': { create: async () => templateForm(), update: async () => templateForm(), choices: ['type'] },
  'job-postings': {
    create: async () => postingForm({ status: 'draft' }),
    update: async () => postingForm({ status: 'draft' }),
    choices: ['type', 'status', 'salary_currency'],
  },
  'email-templates': {
    update: async () => ({ subject: 'About {{job_title}}', body: '<p>Hello</p>', is_active: true }),
  },
};

/** Each path to a string in a body ('title', 'screening_questions.0', 'metadata.highlight'). */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...path, key]));
}

/** The body with `at` holding a NUL (or another control character) inside its text. */
function withNul(body: Body, at: string[], character = NUL): Body {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of at.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = at.at(-1) as string;
  target[last] = `${String(target[last]).slice(0, 2)}${character}${String(target[last]).slice(2)}`;
  return copy;
}

/** A row of the resource to update: one made with its valid create body, else the first one listed. */
async function rowToUpdate(resource: string, writes: Writes): Promise<string> {
  if (!writes.create) return someRow(resource);
  const made = await postJson(server, `/api/backoffice/${resource}`, await writes.create(), cookie);
  expect(made.status, `${resource}: the valid create body`).toBe(201);
  return String((made.body as { id?: string }).id);
}

/** The first row a resource's list answers. */
async function someRow(resource: string): Promise<string> {
  const { body } = await getJson(server, `/api/backoffice/${resource}?range=[0,0]`, { headers: { cookie } });
  const [first] = body as { id: string }[];
  if (!first) throw new Error(`no ${resource} to update`);
  return first.id;
}

describe('the writes of the back office', () => {
  it('are each listed here: a resource that creates or updates has a valid body to try', () => {
    const writers = Object.entries(resources)
      .filter(([, config]) => config.create || config.update)
      .map(([name, config]) => [name, Boolean(config.create), Boolean(config.update)]);
    const listed = Object.entries(WRITES).map(([name, writes]) => [
      name,
      Boolean(writes.create),
      Boolean(writes.update),
    ]);
    expect(listed.sort()).toEqual(writers.sort());
  });

  it.each(Object.keys(WRITES))(
    'refuse a NUL in any text of a %s create or update, naming the field',
    async (resource) => {
      const writes = WRITES[resource] as Writes;
      const attempts: [string, string, () => Promise<Body>][] = [];
      if (writes.create) attempts.push(['POST', `/api/backoffice/${resource}`, writes.create]);
      if (writes.update) {
        attempts.push(['PUT', `/api/backoffice/${resource}/${await rowToUpdate(resource, writes)}`, writes.update]);
      }
      for (const [method, path, valid] of attempts) {
        const body = await valid();
        for (const at of textPaths(body)) {
          const answer = await postJson(server, path, withNul(body, at), cookie, method);
          const field = at.join('.');
          expect(answer.status, `${method} ${resource} ${field}`).toBe(400);
          if (!writes.choices?.includes(field)) expect(answer.body.error?.message).toBe(refusal(field));
        }
      }
    },
  );
});

describe('the application actions and settings', () => {
  const inDays = (days: number) => companyToday(new Date(Date.now() + days * 86_400_000));

  it('refuse a NUL in any text of Schedule Interview, Score Interview, Hire and Save Settings', async () => {
    const posting = await makePosting(server);
    const { documentId } = await listedApplication(server, { status: 'shortlisted', posting: posting.documentId });
    const actions: [string, Body][] = [
      [
        `/api/backoffice/applications/${documentId}/interview`,
        {
          scheduled_date: inDays(3),
          scheduled_time: '10:30',
          location: 'Gulf Horizon HQ',
          meeting_link: 'https://meet.example.com/abc',
          interviewer_name: 'Layla Al Mannai',
          interviewer_email: 'layla@example.com',
          additional_interviewers: [{ name: 'Hassan Ali', email: 'hassan@example.com' }],
          notes: 'Bring the portfolio',
        },
      ],
      [`/api/backoffice/applications/${documentId}/interview-score`, { score: 7, feedback: 'Strong on IFRS' }],
      [
        `/api/backoffice/applications/${documentId}/hire`,
        { start_date: inDays(20), salary_amount: 900, department: 'Finance' },
      ],
    ];
    for (const [path, body] of actions) {
      for (const at of textPaths(body).filter(
        (field) => !['scheduled_date', 'scheduled_time', 'start_date'].includes(field.join('.')),
      )) {
        const answer = await postJson(server, path, withNul(body, at), cookie);
        expect(answer.status, `${path} ${at.join('.')}`).toBe(400);
        expect(answer.body.error?.message).toBe(refusal(at.join('.')));
      }
    }
    const settings = await postJson(server, '/api/backoffice/settings', { system_name: `Gulf${NUL}` }, cookie, 'PUT');
    expect(settings.status).toBe(400);
    expect(settings.body.error?.message).toBe(
      messages.settings.fieldInvalid(labels.settings.fields.system_name, refusal('system_name')),
    );
    const row = await server.strapi.db.query('api::application.application').findOne({ where: { documentId } });
    expect(row).toMatchObject({ status: 'shortlisted', interview_status: null, interview_score: null, hired: false });
  });

  it("refuse a NUL in Send Test's draft, which the outbox would store", async () => {
    const template = await someRow('email-templates');
    const answer = await postJson(
      server,
      `/api/backoffice/email-templates/${template}/test`,
      { to: 'editor@example.com', body: `<p>Hi${NUL}</p>` },
      cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(refusal('body'));
  });
});

describe('the public routes', () => {
  /** A public JSON route: a valid body, and its free texts, refused by name (the rest is a token or a choice). */
  interface PublicWrite {
    path: string;
    body: () => Promise<Body>;
    named: string[];
  }

  it('refuse a control character in any text of every public JSON route, naming free texts', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: Date.now() });
    const kitToken = [...panel.tokens.values()][0] ?? '';
    const applicant = `public.${tag()}@example.com`;
    const applicationId = await applyWithCv(server, await accountantPosting(server), 'accountant.pdf', undefined, {
      email: applicant,
    });
    await deliverMail(server);
    const linkToken = /\/my-applications\/#([A-Za-z0-9_-]{43})/.exec(server.smtp.to(applicant).at(-1)?.text ?? '')?.[1];
    if (!linkToken) throw new Error('no private link mailed');
    const scorecard = { token: kitToken, ratings: ['yes', null, null], recommendation: 'yes' };
    const writes: PublicWrite[] = [
      { path: '/api/public/my-data', body: async () => ({ token: linkToken }), named: [] },
      { path: '/api/public/my-data/copy', body: async () => ({ token: linkToken }), named: [] },
      {
        path: '/api/public/my-data/contact',
        body: async () => ({ token: linkToken, full_name: 'Salma Haddad', phone: '+973 3611 2233' }),
        named: ['full_name', 'phone'],
      },
      {
        path: '/api/public/my-data/withdraw',
        body: async () => ({ token: linkToken, application_id: applicationId }),
        named: [],
      },
      { path: '/api/public/my-data/erase', body: async () => ({ token: linkToken }), named: [] },
      { path: '/api/public/my-data/lost-link', body: async () => ({ email: applicant, language: 'en' }), named: [] },
      { path: '/api/public/interview-kit', body: async () => ({ token: kitToken }), named: [] },
      {
        path: '/api/public/interview-kit/draft',
        body: async () => ({ ...scorecard, takeaways: 'Clear on IFRS', private_note: 'Above the band' }),
        named: ['takeaways', 'private_note'],
      },
      {
        path: '/api/public/interview-kit/submit',
        body: async () => ({ ...scorecard, takeaways: 'Clear on IFRS', private_note: 'Above the band' }),
        named: ['takeaways', 'private_note'],
      },
      { path: '/api/public/interview-kit/cv', body: async () => ({ token: kitToken }), named: [] },
    ];
    const swept = new Set(writes.map((write) => write.path));
    const publicPosts = mountedRoutes(server, /^\/api\/public\//).filter((route) => route.method === 'POST');
    // The apply form and the form token take no JSON text (the form is multipart: apply-intake.test.ts).
    const unswept = publicPosts.filter(
      (route) => !swept.has(route.path) && !/\/(applications|form-token)$/.test(route.path),
    );
    expect(unswept).toEqual([]);
    for (const write of writes) {
      const body = await write.body();
      for (const at of textPaths(body)) {
        for (const character of [NUL, '\u0001', '\u001b']) {
          const field = at.join('.');
          // The private links' limits count before anything is read; this sweep is not what they stop.
          for (const scope of ['my-data:', 'lost-link:', 'interview-kit:']) await forgetRateLimits(server, scope);
          const answer = await postJson(server, write.path, withNul(body, at, character));
          expect(answer.status, `${write.path} ${field} ${JSON.stringify(character)}`).toBe(400);
          if (write.named.includes(field)) expect(answer.body.error?.message).toBe(refusal(field));
        }
      }
    }
    // Nothing was stored or done on the way.
    const card = await server.strapi.db
      .query('api::scorecard.scorecard')
      .findOne({ where: { interviewer_email: panel.interviewers[0]?.email } });
    expect(card.submitted_at).toBeNull();
    expect(String(card.takeaways ?? '')).not.toContain('IFRS');
    const row = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { documentId: applicationId } });
    expect(row).toMatchObject({ status: 'new', erased_at: null, full_name: expect.not.stringContaining(NUL) });
  }, 120_000);
});

describe('every route', () => {
  it('answers a NUL in its path or its query without a server error', async () => {
    const failures: string[] = [];
    // Signing out would end the session the sweep runs with.
    const routes = mountedRoutes(server, /^\/api\//).filter((route) => !route.path.includes('logout'));
    expect(routes.length).toBeGreaterThanOrEqual(60);
    for (const route of routes) {
      for (const path of pathsOf(server, route.path, () => `abc%00def`)) {
        const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
        const query = `q=%00&id=%00&from=%00&to=%00&job_posting_id=%00&sort=${json([NUL, 'ASC'])}&filter=${json({ q: NUL })}`;
        const { status, body } = await getJson(server, `${path}?${query}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        if (status >= 500) failures.push(`${route.method} ${path} -> ${status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
