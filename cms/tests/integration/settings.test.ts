import {
  type BackgroundWork,
  EDITABLE_SETTING_KEYS,
  type EditableSettings,
  labels,
  messages,
  PERMISSION_KEYS,
  type SiteBuildHistory,
} from '@careers/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { applicationForm, submitApplication } from '../support/apply-request';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import { getJson, testServer } from '../support/test-server';

// Settings → File Upload, Email, General, Appearance and Advanced through the API, as the tabs call
// it: ranges at their edges, one write per changed key, the theme per admin, new-application
// notifications, Rebuild now, Retry, permissions and secrets.

type Queue = typeof import('../../src/platform/engine/queue/job-queue');
type Outbox = typeof import('../../src/platform/engine/email/outbox');

/** A GET of the back-office API, its body read as the route's answer. */
async function get<T>(path: string, as = cookie): Promise<{ status: number; body: T }> {
  const answer = await getJson(server, `/api/backoffice${path}`, { headers: { cookie: as } });
  return { status: answer.status, body: answer.body as T };
}
const readSettings = async () => (await get<{ data: EditableSettings }>('/settings')).body.data;
const put = (body: unknown, as = cookie) => postJson(server, '/api/backoffice/settings', body, as, 'PUT');
const stored = (key: string) =>
  server.strapi.db.query('api::system-setting.system-setting').findOne({ where: { setting_key: key } });
const auditsOf = (key: string, email: string) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { action: 'settings.updated', entity_id: key, actor_email: email }, orderBy: { id: 'asc' } });

const server = await testServer();
const settingsAdmin = await adminWithFlags(server, ['manage_settings']);
const cookie = await signIn(server, settingsAdmin);
const original = await readSettings();

// The database is shared with the files after this one: every setting goes back as it was.
afterAll(async () => {
  if (original) expect((await put(original)).status).toBe(200);
});

describe('Save Settings ranges', () => {
  const ranges = [
    ['file_upload_max_size', 1, 100],
    ['email_followup_days', 1, 90],
    ['email_rejection_delay_days', 0, 30],
    ['application_auto_archive_days', 30, 365],
    ['max_applications_per_job', 100, 10000],
    // Our own addition: the ageing flag of the applications list (its own range).
    ['application_review_ageing_days', 1, 60],
    // Our own addition: the retention periods.
    ['retention_rejected_months', 1, 120],
    ['retention_onboarding_days', 7, 3650],
    ['retention_audit_months', 6, 120],
  ] as const;

  for (const [key, low, high] of ranges) {
    it(`${key}: ${low} and ${high} are kept, ${low - 1} and ${high + 1} refused with a clear message`, async () => {
      for (const edge of [low, high]) {
        const saved = await put({ [key]: edge });
        expect(saved.status, `${key}=${edge}`).toBe(200);
        expect(saved.body).toMatchObject({ message: messages.settings.saved });
        expect((await readSettings())[key]).toBe(edge);
      }
      for (const outside of [low - 1, high + 1, low + 0.5]) {
        const refused = await put({ [key]: outside });
        expect(refused.status, `${key}=${outside}`).toBe(400);
        expect(refused.body.error?.message).toBe(
          messages.settings.fieldInvalid(labels.settings.fields[key], `Must be a whole number from ${low} to ${high}`),
        );
        // Nothing is lost: the last good value stays.
        expect((await readSettings())[key]).toBe(high);
      }
    });
  }

  it('extensions are a comma-separated list, trimmed; a malformed list is refused', async () => {
    const saved = await put({ file_upload_allowed_extensions: ' pdf , .DOCX ,.txt ' });
    expect(saved.status).toBe(200);
    expect((await readSettings()).file_upload_allowed_extensions).toBe('.pdf,.docx,.txt');
    const refused = await put({ file_upload_allowed_extensions: '.pdf, word document' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^Allowed file extensions: /);
  });

  it('refuses a key no form may change, a secret included, and changes nothing of the request', async () => {
    for (const body of [{ openai_api_key: 'sk-new' }, { company_name: 'X' }, { constructor: 1 }]) {
      const refused = await put({ email_followup_days: 45, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.message).toBe(messages.settings.unknownSetting(Object.keys(body).join(', ')));
    }
    expect((await readSettings()).email_followup_days).not.toBe(45);
    expect((await put({ email_from_address: 'not an address' })).status).toBe(400);
    expect((await put({ system_name: '   ' })).status).toBe(400);
  });
});

describe('one update per changed key', () => {
  it('writes and audits only the keys whose value changed; the legacy delay copy follows', async () => {
    const before = await readSettings();
    const untouched = await stored('email_from_name');
    const followup = before.email_followup_days === 20 ? 21 : 20;
    const delay = before.email_rejection_delay_days === 5 ? 6 : 5;
    const saved = await put({
      email_from_name: before.email_from_name,
      email_followup_days: followup,
      email_rejection_delay_days: delay,
      cost_per_hire: { value: 1234.5 },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as { changed?: string[] }).changed?.sort()).toEqual(
      ['cost_per_hire', 'email_followup_days', 'email_rejection_delay_days'].sort(),
    );
    expect((await stored('email_from_name')).updatedAt).toEqual(untouched.updatedAt);
    expect(await auditsOf('email_from_name', settingsAdmin.email)).toHaveLength(0);
    const followupAudits = await auditsOf('email_followup_days', settingsAdmin.email);
    expect(followupAudits.at(-1)?.details).toEqual({ from: String(before.email_followup_days), to: String(followup) });
    expect((await stored('rejection_email_delay_days')).setting_value).toMatchObject({ value: String(delay) });
    const after = await readSettings();
    expect(after).toMatchObject({ email_followup_days: followup, cost_per_hire: { value: 1234.5 } });
    expect(Object.keys(after).sort()).toEqual([...EDITABLE_SETTING_KEYS].sort());
  });
});

describe('Appearance: the theme is each admin’s own', () => {
  it('two admins keep two different themes', async () => {
    const first = await createAdmin(server, 'recruiter');
    const second = await createAdmin(server, 'viewer');
    const cookies = [await signIn(server, first), await signIn(server, second)];
    const theme = (as: string, theme_preference: unknown) =>
      postJson(server, '/api/admin-auth/me/theme', { theme_preference }, as, 'PUT');
    expect((await theme(cookies[0] as string, 'light')).status).toBe(200);
    expect((await theme(cookies[1] as string, 'dark')).status).toBe(200);
    const refused = await theme(cookies[1] as string, 'purple');
    expect(refused.body.error?.message).toBe(messages.settings.themeUpdateFailed);
    const me = async (as: string) =>
      (
        (await getJson(server, '/api/admin-auth/me', { headers: { cookie: as } })).body as {
          data: { theme_preference: string };
        }
      ).data.theme_preference;
    expect(await me(cookies[0] as string)).toBe('light');
    expect(await me(cookies[1] as string)).toBe('dark');
  });
});

describe('new-application notifications', () => {
  const notices = (applicationId: string) =>
    server.strapi.db
      .query('api::outbox-message.outbox-message')
      .findMany({ where: { application_id: applicationId, template_key: 'new_application_notification' } });
  const apply = async () => {
    const posting = await makePosting(server);
    const answer = await submitApplication(server, applicationForm(server, posting));
    expect(answer.status).toBe(201);
    const row = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { reference_id: answer.body.data?.reference_id } });
    return { posting, documentId: row.documentId as string };
  };

  it('reach every active admin who may manage applications, and only them, while the setting is on', async () => {
    const recruiter = await adminWithFlags(server, ['manage_applications']);
    const settingsOnly = await adminWithFlags(server, ['manage_settings', 'view_analytics']);
    const inactive = await adminWithFlags(server, ['manage_applications']);
    await server.strapi.db
      .query('api::admin-user.admin-user')
      .update({ where: { id: inactive.id }, data: { is_active: false } });
    // The suite runs with the notices off (support/test-server.ts): on for this test only.
    const before = await readSettings();
    const restore = {
      email_notifications_enabled: before.email_notifications_enabled,
      email_notify_new_applications: before.email_notify_new_applications,
    };
    try {
      expect((await put({ email_notifications_enabled: true, email_notify_new_applications: true })).status).toBe(200);

      const { posting, documentId } = await apply();
      const recipients = (await notices(documentId)).map((row) => row.recipient);
      expect(recipients).toContain(recruiter.email);
      expect(recipients).not.toContain(settingsOnly.email);
      expect(recipients).not.toContain(inactive.email);
      await deliverMail(server);
      const mail = server.smtp.to(recruiter.email).at(-1);
      expect(mail?.subject).toBe(`New application: Maryam Al Sayed for ${posting.title}`);
      expect(server.smtp.to(settingsOnly.email)).toHaveLength(0);

      expect((await put({ email_notify_new_applications: false })).status).toBe(200);
      expect(await notices((await apply()).documentId)).toHaveLength(0);
      expect((await put({ email_notify_new_applications: true, email_notifications_enabled: false })).status).toBe(200);
      expect(await notices((await apply()).documentId)).toHaveLength(0);
    } finally {
      expect((await put(restore)).status).toBe(200);
    }
  });
});

describe('Advanced: site builds and background work', () => {
  const waitingBuild = () =>
    server.strapi.db
      .query('api::background-job.background-job')
      .findOne({ where: { kind: 'site.build', status: 'queued' } });

  it('Rebuild now requests a build, listed with the history; audited', async () => {
    const earlier = await waitingBuild();
    const asked = await postJson(server, '/api/backoffice/settings/site-builds', {}, cookie);
    try {
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ message: messages.settings.rebuildRequested });
      const job = await waitingBuild();
      expect(job?.payload?.triggers).toContain(`rebuild by ${settingsAdmin.email}`);
      const history = await get<SiteBuildHistory>('/settings/site-builds');
      expect(history.status).toBe(200);
      expect(history.body).toMatchObject({ queued: true });
      expect(Array.isArray(history.body.builds)).toBe(true);
      const audit = await server.strapi.db
        .query('api::audit-event.audit-event')
        .findOne({ where: { action: 'site.rebuild_requested', actor_email: settingsAdmin.email } });
      expect(audit).not.toBeNull();
    } finally {
      // The files after this one find the queue as it was.
      const job = await waitingBuild();
      const jobs = server.strapi.db.query('api::background-job.background-job');
      if (job && !earlier) await jobs.delete({ where: { id: job.id } });
      if (job && earlier) await jobs.update({ where: { id: job.id }, data: { payload: earlier.payload } });
    }
  });

  it('lists failed jobs and e-mails with their error; Retry requeues one, which then runs', async () => {
    const queue = server.load<Queue>('platform/engine/queue/job-queue');
    const outbox = server.load<Outbox>('platform/engine/email/outbox');
    const jobs = server.strapi.db.query('api::background-job.background-job');
    const messagesTable = server.strapi.db.query('api::outbox-message.outbox-message');
    const jobId = await queue.enqueueJob(server.strapi, { kind: 'settings-test.no-such-kind' });
    await jobs.update({ where: { id: jobId }, data: { status: 'failed', attempts: 5, last_error: 'boom at step 3' } });
    const recipient = `ops.${Date.now()}@example.com`;
    const message = await outbox.enqueueRawEmail(server.strapi, {
      to: recipient,
      purpose: 'settings test',
      idempotencyKey: `settings-test:${recipient}`,
      subject: 'Retried message',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    await messagesTable.update({
      where: { id: message.id },
      data: { status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' },
    });
    try {
      const work = await get<BackgroundWork>('/settings/background-work');
      expect(work.status).toBe(200);
      expect(work.body.jobs.failed).toBeGreaterThanOrEqual(1);
      expect(work.body.outbox.failed).toBeGreaterThanOrEqual(1);
      expect(work.body.failed_jobs).toContainEqual(
        expect.objectContaining({ id: jobId, kind: 'settings-test.no-such-kind', last_error: 'boom at step 3' }),
      );
      const listed = work.body.failed_messages.find((row) => row.id === message.id);
      expect(listed).toMatchObject({ recipient, last_error: '550 mailbox unavailable', retryable: true });
      expect(Object.keys(listed ?? {})).not.toContain('html_body');

      const retry = (kind: string, id: number) =>
        postJson(server, `/api/backoffice/settings/background-work/${kind}/${id}/retry`, {}, cookie);
      expect((await retry('jobs', jobId)).body).toMatchObject({ message: messages.settings.retryQueued });
      expect(await jobs.findOne({ where: { id: jobId } })).toMatchObject({ status: 'queued', attempts: 0 });
      const again = await retry('jobs', jobId);
      expect(again.status).toBe(409);
      expect(again.body.error?.message).toBe(messages.settings.nothingToRetry);
      expect((await retry('messages', message.id)).status).toBe(200);
      expect(await messagesTable.findOne({ where: { id: message.id } })).toMatchObject({ status: 'pending' });
      await deliverMail(server);
      expect(server.smtp.to(recipient).map((mail) => mail.subject)).toEqual(['Retried message']);
      expect((await retry('builds', 1)).status).toBe(404);
      expect((await retry('jobs', 0)).status).toBe(404);
      const audit = await server.strapi.db
        .query('api::audit-event.audit-event')
        .findOne({ where: { action: 'background.job_retried', entity_id: String(jobId) } });
      expect(audit?.actor_email).toBe(settingsAdmin.email);
    } finally {
      await jobs.delete({ where: { id: jobId } });
    }
  });
});

describe('permissions and secrets', () => {
  const routes = [
    ['GET', '/settings'],
    ['PUT', '/settings'],
    ['GET', '/settings/site-builds'],
    ['POST', '/settings/site-builds'],
    ['GET', '/settings/background-work'],
    ['POST', '/settings/background-work/jobs/1/retry'],
  ] as const;

  it('a role without manage_settings is refused every route (403), signed out 401', async () => {
    const everythingElse = await adminWithFlags(
      server,
      PERMISSION_KEYS.filter((flag) => flag !== 'manage_settings'),
    );
    const other = await signIn(server, everythingElse);
    for (const [method, path] of routes) {
      const init = { method, headers: { cookie: other, 'content-type': 'application/json' }, body: '{}' };
      const answer = await getJson(
        server,
        `/api/backoffice${path}`,
        method === 'GET' ? { headers: { cookie: other } } : init,
      );
      expect(answer.status, `${method} ${path}`).toBe(403);
      const anonymous = await getJson(server, `/api/backoffice${path}`, { method });
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
    }
  });

  it('a stored API key is never answered in clear', async () => {
    const key = `sk-settings-test-${Date.now()}-secretvalue`;
    const set = await postJson(
      server,
      '/api/backoffice/settings/secrets/openai_api_key',
      { value: key },
      cookie,
      'PUT',
    );
    expect(set.status).toBe(200);
    try {
      for (const path of ['/settings', '/settings/site-builds', '/settings/background-work', '/settings/secrets']) {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expect(JSON.stringify(answer.body), path).not.toContain(key);
        expect(JSON.stringify(answer.body), path).not.toContain('secretvalue');
      }
      const saved = await put({ email_followup_days: 30 });
      expect(JSON.stringify(saved.body)).not.toContain(key);
      expect(JSON.stringify(await readSettings())).not.toMatch(/openai|resend/);
    } finally {
      await postJson(server, '/api/backoffice/settings/secrets/openai_api_key', { value: '' }, cookie, 'PUT');
    }
  });
});
