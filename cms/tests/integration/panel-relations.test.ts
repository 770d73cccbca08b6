// Nothing the /cms editor can reach leads to candidate, employee, account or security
// data. Every relation path from every type the Editor may read is derived from Strapi's own models and
// probed through the panel's API with filters, sorts, populates and relation writes.
import type { Core, UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { signInAsEditor } from '../support/panel-editor';
import { testServer } from '../support/test-server';

const READ = 'plugin::content-manager.explorer.read';
/** What Strapi itself lets one panel user see of another (its ADMIN_USER_ALLOWED_FIELDS). */
const PANEL_USER_VISIBLE = new Set(['id', 'documentId', 'firstname', 'lastname', 'username', 'email', 'isActive']);
const ALWAYS_READABLE = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
const NOT_SCALAR = new Set(['relation', 'component', 'dynamiczone', 'media']);
const MAX_HOPS = 3;

interface Attribute {
  type: string;
  target?: string;
}

interface Probe {
  root: string;
  path: string[];
  target: string;
  hidden: string;
}

function attributesOf(uid: string): Record<string, Attribute> {
  return (server.strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Record<string, Attribute>;
}

function hiddenScalars(uid: string): string[] {
  const fields = readable.get(uid);
  return Object.entries(attributesOf(uid))
    .filter(([name, attribute]) => {
      if (NOT_SCALAR.has(attribute.type)) return false;
      if (uid === 'admin::user') return !PANEL_USER_VISIBLE.has(name);
      return !fields || !(fields.has(name) || ALWAYS_READABLE.includes(name));
    })
    .map(([name]) => name);
}

/** Every relation path of up to MAX_HOPS from an editor type that ends on a type with hidden fields. */
function probes(): Probe[] {
  const found: Probe[] = [];
  const walk = (root: string, uid: string, path: string[], seen: string[]) => {
    if (path.length > 0) {
      const hidden = hiddenScalars(uid);
      if (hidden[0]) found.push({ root, path, target: uid, hidden: hidden[0] });
    }
    if (path.length === MAX_HOPS) return;
    for (const [name, attribute] of Object.entries(attributesOf(uid))) {
      if (attribute.type !== 'relation' || !attribute.target || seen.includes(attribute.target)) continue;
      walk(root, attribute.target, [...path, name], [...seen, attribute.target]);
    }
  };
  for (const root of readable.keys()) walk(root, root, [], [root]);
  return found;
}

const list = (uid: string, query = '', pageSize = 100) =>
  `/content-manager/collection-types/${uid}?pageSize=${pageSize}${query}`;
/** The enumerations below send a few hundred requests. */
const ENUMERATION_TIMEOUT_MS = 180_000;

async function listed(uid: string, query = ''): Promise<{ status: number; ids: string[]; total: number }> {
  const { status, body } = await editor.request('GET', list(uid, query));
  const answer = body as { results?: { documentId: string }[]; pagination?: { total: number } };
  return {
    status,
    ids: (answer.results ?? []).map((row) => row.documentId),
    total: answer.pagination?.total ?? -1,
  };
}

const bracket = (path: string[]) => path.map((step) => `[${step}]`).join('');

const server = await testServer();
const editor = await signInAsEditor(server);
const permissions = (await server.strapi.db.query('admin::permission').findMany({
  where: { action: READ, role: { code: 'strapi-editor' } },
  select: ['subject', 'properties'],
})) as { subject: string | null; properties: { fields?: string[] } | null }[];
/** Type -> the fields the Editor role may read, from its real permissions. */
const readable = new Map(
  permissions
    .filter((permission) => permission.subject?.startsWith('api::'))
    .map((permission) => [permission.subject as string, new Set(permission.properties?.fields ?? [])]),
);
// A second panel account, so a relation write has someone to point at besides the editor.
await server.strapi.db.query('admin::user').create({
  data: { firstname: 'Other', lastname: 'Account', email: `other.${Date.now()}@panel.test`, isActive: true },
});

describe('relation paths from what the /cms editor can read', () => {
  it('are derived from the models: every editor type, with the paths through its creators', () => {
    expect([...readable.keys()].sort()).toEqual(
      ['benefit', 'email-template', 'job-posting', 'job-template', 'page-section'].map(
        (name) => `api::${name}.${name}`,
      ),
    );
    const all = probes();
    for (const uid of readable.keys()) expect(all.some((probe) => probe.root === uid)).toBe(true);
    expect(all.some((probe) => probe.target === 'admin::user' && probe.hidden === 'password')).toBe(true);
  });

  it("honour a filter on a field the editor may read (the probes below would see a filter's effect)", async () => {
    for (const uid of readable.keys()) {
      const all = await listed(uid);
      expect(all.total, uid).toBeGreaterThan(0);
      expect((await listed(uid, '&filters[documentId][$null]=true')).total, uid).toBe(0);
    }
  });

  // Refused means any error without data: Strapi answers 500 to a sort it emptied two relations deep.
  it(
    'ignore or refuse a filter on any hidden field at the end of any path',
    async () => {
      const leaks: string[] = [];
      for (const probe of probes()) {
        const baseline = await listed(probe.root);
        for (const operator of ['$null', '$notNull']) {
          const query = `&filters${bracket([...probe.path, probe.hidden])}[${operator}]=true`;
          const answer = await listed(probe.root, query);
          if (answer.status < 400 && answer.total !== baseline.total) {
            leaks.push(`${probe.root} ${query} -> ${answer.status} ${answer.total} of ${baseline.total}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    },
    ENUMERATION_TIMEOUT_MS,
  );

  it(
    'ignore or refuse a sort on any hidden field at the end of any path',
    async () => {
      const leaks: string[] = [];
      for (const probe of probes()) {
        const baseline = await listed(probe.root);
        for (const direction of ['asc', 'desc']) {
          const query = `&sort${bracket([...probe.path, probe.hidden])}=${direction}`;
          const answer = await listed(probe.root, query);
          if (answer.status < 400 && answer.ids.join() !== baseline.ids.join()) {
            leaks.push(`${probe.root} ${query} -> ${answer.status}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    },
    ENUMERATION_TIMEOUT_MS,
  );

  it(
    'never populate a hidden field at the end of any path',
    async () => {
      const leaks: string[] = [];
      const reached = (value: unknown, path: string[]): unknown[] => {
        if (value === null || typeof value !== 'object') return [];
        if (Array.isArray(value)) return value.flatMap((item) => reached(item, path));
        const [step, ...rest] = path;
        return step === undefined ? [value] : reached((value as Record<string, unknown>)[step], rest);
      };
      for (const probe of probes()) {
        const [first] = (await listed(probe.root)).ids;
        const populate = probe.path.map((step, index) => `${index === 0 ? '' : '[populate]'}[${step}]`).join('');
        const query = `populate${populate}=true`;
        const one = await editor.request('GET', `/content-manager/collection-types/${probe.root}/${first}?${query}`);
        const many = await editor.request('GET', list(probe.root, `&${query}`, 10));
        const rows = [(one.body as { data?: unknown }).data, ...((many.body as { results?: unknown[] }).results ?? [])];
        const shown = rows.flatMap((row) => reached(row, probe.path));
        if (shown.some((object) => Object.hasOwn(object as object, probe.hidden))) {
          leaks.push(`${probe.root} ${query} shows ${probe.hidden}`);
        }
      }
      expect(leaks).toEqual([]);
    },
    ENUMERATION_TIMEOUT_MS,
  );

  it(
    'neither list nor connect, set or disconnect a hidden record through a relation of an editor type',
    async () => {
      const moved: string[] = [];
      const statuses = new Set<number>();
      let checked = 0;
      for (const root of readable.keys()) {
        for (const [name, attribute] of Object.entries(attributesOf(root))) {
          if (attribute.type !== 'relation' || !attribute.target || readable.has(attribute.target)) continue;
          const targetRows = (await server.strapi.db.query(attribute.target as UID.Schema).findMany({
            select: ['id', 'documentId'],
            limit: 5,
          })) as { id: number; documentId: string }[];
          const picker = await editor.request('GET', `/content-manager/relations/${root}/${name}`);
          if (picker.status === 200) moved.push(`${root}.${name}: the relation picker answered 200`);
          // A row the editor lists: the database's first row may be one they can't save (a security
          // e-mail template), and which row comes first is up to the database.
          const [editable] = (await listed(root)).ids;
          for (const action of ['connect', 'set', 'disconnect']) {
            const row = (await server.strapi.db.query(root as UID.Schema).findOne({
              where: { documentId: editable },
              select: ['id', 'documentId'],
              populate: [name],
            })) as Record<string, unknown> & { documentId: string };
            const before = (row[name] as { id?: number } | null)?.id ?? null;
            const other = targetRows.find((target) => target.id !== before && target.id !== editor.id);
            if (!other) throw new Error(`${attribute.target} needs a row besides the editor and ${root}'s own`);
            const relationValue = { [action]: [{ id: other.id, documentId: other.documentId }] };
            const write = await editor.request('PUT', `/content-manager/collection-types/${root}/${row.documentId}`, {
              [name]: relationValue,
            });
            statuses.add(write.status);
            const after = (await server.strapi.db.query(root as UID.Schema).findOne({
              where: { documentId: row.documentId },
              populate: [name],
            })) as Record<string, unknown>;
            const now = (after[name] as { id?: number } | null)?.id ?? null;
            // Strapi records the editor as the last updater of what they saved: that is not a move.
            const allowed = name === 'updatedBy' ? [before, editor.id] : [before];
            if (!allowed.includes(now)) moved.push(`${root}.${name} ${action}: ${before} -> ${now}`);
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(moved).toEqual([]);
      // The writes were saves Strapi accepted (it only dropped the relation), not crashes.
      expect([...statuses]).toEqual([200]);
    },
    ENUMERATION_TIMEOUT_MS,
  );

  it("still connects an editor type's own relations (the write probes above would see a move)", async () => {
    const [posting, template] = await Promise.all([
      server.strapi.db.query('api::job-posting.job-posting').findOne({ populate: ['job_template'] }),
      server.strapi.db.query('api::job-template.job-template').findOne({ orderBy: { id: 'desc' } }),
    ]);
    const write = await editor.request(
      'PUT',
      `/content-manager/collection-types/api::job-posting.job-posting/${posting.documentId}`,
      {
        job_template: { connect: [{ id: template.id, documentId: template.documentId }] },
      },
    );
    expect(write.status).toBe(200);
    const after = await server.strapi.db.query('api::job-posting.job-posting').findOne({
      where: { id: posting.id },
      populate: ['job_template'],
    });
    expect(after.job_template.id).toBe(template.id);
  });

  it('honour a sort on a field the editor may read (the sort probes above would see an order change)', async () => {
    const asc = await listed('api::job-posting.job-posting', '&sort[title]=asc');
    const desc = await listed('api::job-posting.job-posting', '&sort[title]=desc');
    expect(asc.ids).not.toEqual(desc.ids);
  });
});

describe('the schema guard', () => {
  type Guard = typeof import('../../src/domain/panel/editor-permissions');

  it('stops a start whose schema gives a posting its applications back, or private data media', () => {
    const { assertNoRelationsToHiddenTypes } = server.load<Guard>('domain/panel/editor-permissions');
    const withChange = (uid: string, name: string, attribute: object) =>
      ({
        contentTypes: Object.fromEntries(
          Object.entries(server.strapi.contentTypes).map(([key, contentType]) => [
            key,
            key === uid
              ? { ...contentType, attributes: { ...contentType.attributes, [name]: attribute } }
              : contentType,
          ]),
        ),
      }) as unknown as Core.Strapi;
    expect(() => assertNoRelationsToHiddenTypes(server.strapi)).not.toThrow();
    const applications = { type: 'relation', relation: 'oneToMany', target: 'api::application.application' };
    expect(() =>
      assertNoRelationsToHiddenTypes(withChange('api::job-posting.job-posting', 'applications', applications)),
    ).toThrow('api::job-posting.job-posting.applications');
    const photo = { type: 'media', multiple: false, allowedTypes: ['images'] };
    expect(() =>
      assertNoRelationsToHiddenTypes(withChange('api::hired-employee.hired-employee', 'photo', photo)),
    ).toThrow('api::hired-employee.hired-employee.photo');
  });
});

describe('the reported attack', () => {
  const POSTING = 'api::job-posting.job-posting';

  it("does not read a hired employee's IBAN through a posting's applications", async () => {
    const baseline = await listed(POSTING);
    for (const prefix of ['BH', 'ZZ']) {
      const answer = await listed(POSTING, `&filters[applications][hire][hired_employee][iban][$startsWith]=${prefix}`);
      expect([200, 400]).toContain(answer.status);
      if (answer.status === 200) expect(answer.total).toBe(baseline.total);
    }
  });

  it('does not move an application to another posting', async () => {
    const application = (await server.strapi.db.query('api::application.application').findOne({
      where: { job_posting: { id: { $notNull: true } } },
      populate: ['job_posting'],
    })) as { documentId: string; id: number; job_posting: { id: number } };
    const other = (await server.strapi.db.query(POSTING).findOne({
      where: { id: { $ne: application.job_posting.id } },
    })) as { documentId: string; title: string };
    await editor.request('PUT', `/content-manager/collection-types/${POSTING}/${other.documentId}`, {
      title: other.title,
      applications: { connect: [{ id: application.id, documentId: application.documentId }] },
    });
    const after = (await server.strapi.db.query('api::application.application').findOne({
      where: { documentId: application.documentId },
      populate: ['job_posting'],
    })) as { job_posting: { id: number } };
    expect(after.job_posting.id).toBe(application.job_posting.id);
  });
});
