// A real back-office sign-in for a benchmark: the development admin's password, then the code from
// the outbox (still pending: no worker runs). Returns the session cookie.
import type { BenchCms } from './bench-cms.mts';

export async function signInBenchAdmin(cms: Pick<BenchCms, 'strapi' | 'baseUrl'>): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${cms.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const admin = { email: 'admin@gulfhorizon.bh', password: 'Admin2025!careers' };
  const step1 = await post('/api/admin-auth/password', admin);
  if (step1.status !== 200) throw new Error(`password step: ${step1.status} ${await step1.text()}`);
  const mail = await cms.strapi.db
    .connection('email_outbox')
    .where({ recipient: admin.email, template_key: 'sign_in_code' })
    .orderBy('id', 'desc')
    .first('text_body');
  const code = /code is:\s*([1-9]\d{5})/.exec(String(mail?.text_body))?.[1];
  const signedIn = await post('/api/admin-auth/code', { email: admin.email, code });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
  return (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}
