import {
  APPLICATION_STATUSES,
  BENEFIT_CATEGORIES,
  BUILT_IN_ROLE_NAMES,
  BUILT_IN_ROLES,
  EMAIL_TEMPLATE_KEYS,
  POSTING_STATUSES,
  SETTING_DEFINITIONS,
  SETTING_KEYS,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/domain/auth/passwords';
import { fromStoredSettingValue, toStoredSettingValue } from '../../src/domain/settings/setting-value';
import { readEnv } from '../../src/platform/config/env';
import { applyTestSettings, TEST_SETTINGS, testServer } from '../support/test-server';

type Seed = typeof import('../../src/seed');
type Reset = typeof import('../../src/seed/reset');
// The running server's own modules: the e-mail outbox is configured in those at start-up.
let seedOnStart: Seed['seedOnStart'];
let resetDemoData: Reset['resetDemoData'];
const server = await testServer();
({ seedOnStart } = server.load<Seed>('seed'));
({ resetDemoData } = server.load<Reset>('seed/reset'));

const TABLES = [
  'job_templates',
  'job_postings',
  'applications',
  'benefits',
  'page_sections',
  'email_templates',
  'system_settings',
  'user_roles',
  'backoffice_admin_users',
  'hires',
  'hired_employees',
  'interview_schedules',
  'application_status_events',
];

/** Every row of the seeded tables, to see that a second seed changes nothing at all. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = await server.strapi.db.connection(table).select('*').orderBy('id');
  return tables;
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await server.strapi.db.connection(table).count({ n: '*' });
    counts[table] = Number(row?.n);
  }
  return counts;
}

describe('seed', () => {
  it('is idempotent: running it again adds and changes nothing', async () => {
    const before = await snapshot();
    await seedOnStart(server.strapi, readEnv());
    await seedOnStart(server.strapi, readEnv());
    expect(await snapshot()).toEqual(before);
  });

  it('restores a missing setting and never overwrites an edited one', async () => {
    const settings = server.strapi.documents('api::system-setting.system-setting');
    const followUp = await settings.findFirst({ filters: { setting_key: 'email_followup_days' } });
    const archive = await settings.findFirst({ filters: { setting_key: 'application_auto_archive_days' } });
    if (!followUp || !archive) throw new Error('settings are seeded');
    await settings.update({ documentId: archive.documentId, data: { setting_value: toStoredSettingValue(120) } });
    await settings.delete({ documentId: followUp.documentId });

    await seedOnStart(server.strapi, readEnv());

    const restored = await settings.findFirst({ filters: { setting_key: 'email_followup_days' } });
    expect(fromStoredSettingValue(restored?.setting_value)).toBe(14);
    const kept = await settings.findFirst({ filters: { setting_key: 'application_auto_archive_days' } });
    expect(fromStoredSettingValue(kept?.setting_value)).toBe(120);
    await settings.update({ documentId: archive.documentId, data: { setting_value: toStoredSettingValue(90) } });
  });
});

describe('the reset command', () => {
  // Two whole reseeds of the demo company: 35 s in a CI run on the shared machine (load ≈ 9), past
  // the suite's 30 s default, so this test has its own limit.
  it('puts damaged demo data back as it was', async () => {
    // Other test files change data too: the reference is the demo state the reset itself produces.
    await resetDemoData(server.strapi, readEnv());
    const before = await rowCounts();
    const knex = server.strapi.db.connection;
    await knex('benefits').del();
    await knex('job_postings').update({ title: 'BROKEN' });
    await knex('backoffice_admin_users').del();

    try {
      await resetDemoData(server.strapi, readEnv());

      expect(await rowCounts()).toEqual(before);
      const [broken] = await knex('job_postings').where({ title: 'BROKEN' }).count({ n: '*' });
      expect(Number(broken?.n)).toBe(0);
      // The apply form names the privacy notice's version: the reset leaves one to accept.
      const [notice] = await knex('privacy_notices').where({ version: 1 }).count({ n: '*' });
      expect(Number(notice?.n)).toBe(1);
      // The reseed stores the settings' defaults, new-application notices on, yet the demo applications
      // are no news to anyone: seeding queues no notice for them.
      const notify = await server.strapi.db
        .query('api::system-setting.system-setting')
        .findOne({ where: { setting_key: 'email_notify_new_applications' } });
      expect(fromStoredSettingValue(notify?.setting_value)).toBe(true);
      const [notices] = await knex('email_outbox')
        .where({ template_key: 'new_application_notification' })
        .count({ n: '*' });
      expect(Number(notices?.n)).toBe(0);
    } finally {
      // The reset put the settings' defaults back; the files after this one run with the suite's settings.
      await applyTestSettings(server);
    }
  }, 120_000);

  it('is refused in production', async () => {
    await expect(resetDemoData(server.strapi, { ...readEnv(), isProduction: true })).rejects.toThrow(/production/);
    expect(await server.strapi.db.query('api::application.application').count()).toBeGreaterThan(0);
  });
});

describe('the demo company', () => {
  it('has every setting with its default', async () => {
    const rows = await server.strapi.documents('api::system-setting.system-setting').findMany({ limit: 100 });
    const byKey = new Map(rows.map((row) => [row.setting_key, row]));
    // Except where the suite stores its own value (the reset test checks the seeded default of those).
    const expected: Record<string, unknown> = { ...TEST_SETTINGS };
    for (const key of SETTING_KEYS) {
      const value = Object.hasOwn(expected, key) ? expected[key] : SETTING_DEFINITIONS[key].default;
      expect(fromStoredSettingValue(byKey.get(key)?.setting_value), key).toEqual(value);
    }
    expect(fromStoredSettingValue(byKey.get('file_upload_max_size')?.setting_value)).toBe(10);
    expect(fromStoredSettingValue(byKey.get('file_upload_allowed_extensions')?.setting_value)).toBe(
      '.pdf,.doc,.docx,.txt',
    );
    expect(fromStoredSettingValue(byKey.get('rejection_email_delay_days')?.setting_value)).toBe('3');
    expect(fromStoredSettingValue(byKey.get('maintenance_mode')?.setting_value)).toBe(false);
    expect(byKey.get('openai_api_key')?.is_secret).toBe(true);
  });

  it('has the four built-in roles with their permission flags', async () => {
    const roles = await server.strapi.documents('api::admin-role.admin-role').findMany({});
    for (const name of BUILT_IN_ROLE_NAMES) {
      const role = roles.find((candidate) => candidate.name === name);
      expect(role?.is_built_in).toBe(true);
      expect(role?.permissions).toEqual(BUILT_IN_ROLES[name].permissions);
    }
  });

  it('has a development super_admin whose password is hashed with argon2id', async () => {
    const env = readEnv();
    const admin = await server.strapi.db.query('api::admin-user.admin-user').findOne({
      where: { email: env.devAdmin.email },
      populate: ['role'],
    });
    expect(admin?.role?.name).toBe('super_admin');
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash, env.devAdmin.password)).toBe(true);
    expect(await verifyPassword(admin?.password_hash, `${env.devAdmin.password}x`)).toBe(false);
  });

  it('has an e-mail template for every template key', async () => {
    const templates = await server.strapi.documents('api::email-template.email-template').findMany({});
    expect(templates.map((template) => template.template_key).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
  });

  it('has benefits in every category and at least four templates', async () => {
    const benefits = await server.strapi.documents('api::benefit.benefit').findMany({ limit: 100 });
    expect(benefits.length).toBeGreaterThanOrEqual(10);
    expect(new Set(benefits.map((benefit) => benefit.category))).toEqual(new Set(BENEFIT_CATEGORIES));
    expect(await server.strapi.documents('api::job-template.job-template').count({})).toBeGreaterThanOrEqual(4);
  });

  it('has at least eight postings in every status, some with salary shown and some with questions', async () => {
    const postings = server.strapi.documents('api::job-posting.job-posting');
    for (const status of POSTING_STATUSES) {
      expect(await postings.count({ filters: { posting_status: status } }), status).toBeGreaterThanOrEqual(8);
    }
    expect(await postings.count({ filters: { show_salary: true } })).toBeGreaterThan(0);
    expect(await postings.count({ filters: { screening_questions: { $notNull: true } } })).toBeGreaterThan(0);
  });

  it('has at least sixty applications over every status, spread over the last sixty days', async () => {
    const rows = await server.strapi.db.query('api::application.application').findMany({
      select: ['status', 'createdAt', 'ai_score', 'ai_score_breakdown', 'ai_insights', 'reference_id'],
      limit: 1000,
    });
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
    const now = Date.now();
    const ages = rows.map((row) => (now - new Date(row.createdAt).getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(30);
    expect(Math.min(...ages)).toBeLessThan(7);
    const scored = rows.filter((row) => row.ai_score !== null);
    expect(scored.length).toBeGreaterThan(50);
    for (const row of scored) {
      const breakdown = Object.values(row.ai_score_breakdown as Record<string, { score: number; max: number }>);
      expect(breakdown.reduce((sum, criterion) => sum + criterion.score, 0)).toBe(row.ai_score);
      expect(row.ai_insights).toHaveProperty('keyHighlights.jobRelevanceMatch');
    }
    expect(new Set(rows.map((row) => row.reference_id)).size).toBe(rows.length);
  });

  it('marks repeat applicants as duplicates pointing at every earlier application', async () => {
    const rows = await server.strapi.db.query('api::application.application').findMany({
      select: ['documentId', 'email', 'createdAt', 'is_duplicate_applicant', 'previous_application_ids'],
      limit: 1000,
    });
    const duplicates = rows.filter((row) => row.is_duplicate_applicant);
    expect(duplicates.length).toBeGreaterThan(0);
    for (const duplicate of duplicates) {
      const earlier = rows
        .filter((row) => row.email === duplicate.email && new Date(row.createdAt) < new Date(duplicate.createdAt))
        .map((row) => row.documentId)
        .sort();
      expect(earlier.length).toBeGreaterThan(0);
      expect([...(duplicate.previous_application_ids as string[])].sort()).toEqual(earlier);
    }
    for (const first of rows.filter((row) => !row.is_duplicate_applicant)) {
      const older = rows.filter(
        (row) => row.email === first.email && new Date(row.createdAt) < new Date(first.createdAt),
      );
      expect(older).toEqual([]);
    }
  });

  it('answers exactly the screening questions of the posting applied to', async () => {
    const rows = await server.strapi.db.query('api::application.application').findMany({
      select: ['screening_answers'],
      populate: { job_posting: { select: ['screening_questions'] } },
      limit: 1000,
    });
    for (const row of rows) {
      const questions = (row.job_posting?.screening_questions as string[] | null) ?? [];
      expect(Object.keys(row.screening_answers ?? {}).length).toBe(questions.length);
    }
  });

  it('has hires with hired employees for every hired application', async () => {
    const hired = await server.strapi.db.query('api::application.application').findMany({
      where: { status: 'hired' },
      populate: ['hire'],
    });
    expect(hired.length).toBeGreaterThan(0);
    for (const application of hired) {
      expect(application.hired).toBe(true);
      expect(application.hire?.status).toBe('pending_start');
    }
    expect(await server.strapi.db.query('api::hired-employee.hired-employee').count()).toBe(hired.length);
  });
});
