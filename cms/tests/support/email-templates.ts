// An e-mail template switched on or off for the length of a test, as a recruiter would switch it.
import type { TestServer } from './test-server';

export async function withTemplateActive<T>(
  server: TestServer,
  templateKey: string,
  active: boolean,
  work: () => Promise<T>,
): Promise<T> {
  const templates = server.strapi.db.query('api::email-template.email-template');
  const template = await templates.findOne({ where: { template_key: templateKey } });
  await templates.update({ where: { id: template.id }, data: { is_active: active } });
  try {
    return await work();
  } finally {
    await templates.update({ where: { id: template.id }, data: { is_active: template.is_active } });
  }
}
