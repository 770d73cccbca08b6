// An e-mail template switched on or off for the length of a test, as a recruiter would switch it.
import type { TestServer } from './test-server';

/**
 * Written past the database guard (a plain knex update): the security e-mails (the congratulations
 * e-mail among them) can no longer be switched off by any writer, but a database from before they were
 * protected may still hold one off, and what happens to its messages is still tested.
 */
export async function withTemplateActive<T>(
  server: TestServer,
  templateKey: string,
  active: boolean,
  work: () => Promise<T>,
): Promise<T> {
  const templates = () => server.strapi.db.connection('email_templates').where({ template_key: templateKey });
  const template = await server.strapi.db
    .query('api::email-template.email-template')
    .findOne({ where: { template_key: templateKey }, select: ['is_active'] });
  await templates().update({ is_active: active });
  try {
    return await work();
  } finally {
    await templates().update({ is_active: template.is_active });
  }
}
