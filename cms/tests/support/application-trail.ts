import { server } from './application-changes';

// What a change to an application leaves behind, read straight from the database.
export const DAY = 86_400_000;
const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

export async function application(id: string) {
  return server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
}

export async function statusEvents(id: string) {
  return server.strapi.db.query('api::application-status-event.application-status-event').findMany({
    where: { application: { documentId: id } },
    populate: { changed_by: { select: ['documentId'] } },
    orderBy: { id: 'asc' },
  });
}

export async function auditLines(id: string) {
  const rows = await server.strapi.db.query('api::audit-event.audit-event').findMany({
    where: { entity_type: 'application', entity_id: id },
    populate: { actor: { select: ['documentId'] } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ ...row, details: parse(row.details) }));
}

export async function emails(id: string, templateKey: string) {
  return server.strapi.db
    .query('api::outbox-message.outbox-message')
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
      await server.strapi.db.query('api::outbox-message.outbox-message').findMany({ where: { application_id: id } })
    ).map((email) => `${email.template_key}:${email.status}`),
  };
}
