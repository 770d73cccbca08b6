// How long forgot-password takes to answer for an admin's e-mail and for an unknown one, asked in
// turn over HTTP. The two should not be told apart. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-forgot-password.ts
import { bootBenchCms } from './lib/bench-cms.mts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

// Workers off (the default): the figure is the answer alone, and every known e-mail's job waits in the queue.
const cms = await bootBenchCms('forgot-password', { env: { SEED_DEMO_DATA: 'false' }, listen: true });
const { hashPassword } = cms.dist<typeof import('../src/domain/auth/passwords')>('domain/auth/passwords');
const passwordHash = await hashPassword('benchmark password');
const role = await cms.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name: 'viewer' } });
const knownEmails: string[] = [];
for (let index = 0; index < ROUNDS + 10; index += 1) {
  const email = `known.${index}@gulfhorizon.test`;
  await cms.strapi.db.query('api::admin-user.admin-user').create({
    data: { email, full_name: `Known ${index}`, password_hash: passwordHash, role: role?.id, is_active: true },
  });
  knownEmails.push(email);
}

async function ask(email: string): Promise<number> {
  // Each request on its own: the per-address limit (10 an hour) is not what is measured.
  await cms.strapi.db.connection('rate_limit_buckets').delete();
  const started = performance.now();
  const response = await fetch(`${cms.baseUrl}/api/admin-auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
  return performance.now() - started;
}

// Warm-up, so the first requests' compilation is not in the figures.
for (let index = 0; index < 10; index += 1) {
  await ask(knownEmails[ROUNDS + index] as string);
  await ask(`warm.${index}@nowhere.test`);
}
const known: number[] = [];
const unknown: number[] = [];
for (let index = 0; index < ROUNDS; index += 1) {
  known.push(await ask(knownEmails[index] as string));
  unknown.push(await ask(`nobody.${index}@nowhere.test`));
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
  const mean = (sorted.reduce((sum, time) => sum + time, 0) / sorted.length).toFixed(1);
  return `mean ${mean} ms, p50 ${at(50)} ms, p95 ${at(95)} ms`;
};
console.log(`${cms.database}: forgot-password, ${ROUNDS} requests each, asked in turn`);
console.log(`  admin's e-mail:   ${summary(known)}`);
console.log(`  unknown e-mail:   ${summary(unknown)}`);
await cms.stop();
