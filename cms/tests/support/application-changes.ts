import { createAdmin, type TestAdmin } from './admin-session';
import { type TestServer, useTestServer } from './test-server';

type Changes = typeof import('../../src/domain/applications/changes');
type Schedules = typeof import('../../src/domain/applications/schedules');
type ChangeActor = import('../../src/domain/applications/changes').ChangeActor;

/** What the application-changes test files share: the server, the module under test and a recruiter. */
export interface ChangesSetup {
  server: TestServer;
  changes: Changes;
  schedules: Schedules;
  recruiter: TestAdmin;
  by: ChangeActor;
}

// One setup per test file (vitest loads this module once per file); the readers below use it.
let current: ChangesSetup | undefined;

/** Starts the server and signs up a recruiter; call it from the file's beforeAll. */
export async function useApplicationChanges(): Promise<ChangesSetup> {
  const server = await useTestServer();
  const recruiter = await createAdmin(server, 'recruiter');
  current = {
    server,
    changes: server.load<Changes>('domain/applications/changes'),
    schedules: server.load<Schedules>('domain/applications/schedules'),
    recruiter,
    by: { kind: 'admin', adminId: recruiter.documentId, email: recruiter.email, ip: '203.0.113.9' },
  };
  return current;
}

function setup(): ChangesSetup {
  if (!current) throw new Error('useApplicationChanges() has not run yet');
  return current;
}

export const DAY = 86_400_000;
const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

export async function application(id: string) {
  return setup()
    .server.strapi.db.query('api::application.application')
    .findOne({ where: { documentId: id } });
}

export async function statusEvents(id: string) {
  return setup()
    .server.strapi.db.query('api::application-status-event.application-status-event')
    .findMany({
      where: { application: { documentId: id } },
      populate: { changed_by: { select: ['documentId'] } },
      orderBy: { id: 'asc' },
    });
}

export async function auditLines(id: string) {
  const rows = await setup()
    .server.strapi.db.query('api::audit-event.audit-event')
    .findMany({
      where: { entity_type: 'application', entity_id: id },
      populate: { actor: { select: ['documentId'] } },
      orderBy: { id: 'asc' },
    });
  return rows.map((row) => ({ ...row, details: parse(row.details) }));
}

export async function emails(id: string, templateKey: string) {
  return setup()
    .server.strapi.db.query('api::outbox-message.outbox-message')
    .findMany({ where: { application_id: id, template_key: templateKey }, orderBy: { id: 'asc' } });
}

/** What a change leaves: the row, its history, its audit and its e-mails, to compare before and after. */
export async function trail(id: string) {
  const row = await application(id);
  return {
    row: { status: row.status, is_archived: Boolean(row.is_archived), interview_score: row.interview_score ?? null },
    events: (await statusEvents(id)).length,
    audit: (await auditLines(id)).length,
    emails: (
      await setup()
        .server.strapi.db.query('api::outbox-message.outbox-message')
        .findMany({ where: { application_id: id } })
    ).map((email) => `${email.template_key}:${email.status}`),
  };
}
