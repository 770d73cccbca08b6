// A signed-in back-office client for the benchmarks: a real sign-in (password, then the code from
// the outbox; no worker runs, so it is still pending there) and p50/p95 timing of GET requests.
import type { BenchCms } from './bench-cms.mts';

export interface BackOfficeClient {
  /** Times `requests` GETs of a path (after 10 warm-ups) and prints p50 and p95. */
  measure(label: string, path: string, requests?: number): Promise<{ p50: number; p95: number }>;
}

export async function signInToBackOffice(cms: BenchCms): Promise<BackOfficeClient> {
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
  const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);

  return {
    async measure(label, path, requests = 200) {
      const times: number[] = [];
      let summary = '';
      for (let run = 0; run < requests + 10; run += 1) {
        const started = performance.now();
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: { cookie } });
        const body = (await response.json()) as unknown;
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
        if (run >= 10) times.push(performance.now() - started);
        const range = response.headers.get('content-range');
        summary = Array.isArray(body) ? `${body.length} rows (${range})` : JSON.stringify(body).slice(0, 80);
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.floor((p / 100) * times.length)] ?? 0;
      console.log(`${cms.database}: ${label}: ${summary}; p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms`);
      return { p50: at(50), p95: at(95) };
    },
  };
}

/** A simple-rest query string: each parameter as JSON. */
export function listParams(query: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
  ).toString();
}
