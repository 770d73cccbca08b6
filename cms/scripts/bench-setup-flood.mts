// What a burst of first-admin setup requests against a set-up instance costs everyone else:
// the public list's answer time, quiet and during 64 setups at once, and what the setups
// were answered. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-setup-flood.ts
import { bootBenchCms } from './lib/bench-cms.mts';

const BURST = 64;
const READS = 50;

const cms = await bootBenchCms('setup-flood', { env: { SEED_DEMO_DATA: 'false' }, listen: true });
// One admin exists: setup is closed, as on every running installation.
const { hashPassword } = cms.dist<typeof import('../src/domain/auth/passwords')>('domain/auth/passwords');
const role = await cms.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name: 'super_admin' } });
await cms.strapi.db.query('api::admin-user.admin-user').create({
  data: {
    email: 'owner@gulfhorizon.test',
    full_name: 'Owner',
    password_hash: await hashPassword('benchmark owner password'),
    role: role?.id,
    is_active: true,
  },
});

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const publicRead = () => fetch(`${cms.baseUrl}/api/public/jobs`).then((response) => response.arrayBuffer());
const setup = (index: number) =>
  fetch(`${cms.baseUrl}/api/admin-auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `x${index}@example.com`, full_name: 'X', password: 'a long enough passphrase' }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
const reads = async () => {
  const times: number[] = [];
  for (let index = 0; index < READS; index += 1) times.push(await timed(publicRead));
  return times;
};
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms`;
};

await reads(); // warm-up
const quiet = await reads();
const burst = Promise.all(Array.from({ length: BURST }, (_, index) => setup(index)));
const during = await reads();
const answers = new Map<number, number>();
for (const status of await burst) answers.set(status, (answers.get(status) ?? 0) + 1);

console.log(`${cms.database}: ${READS} GET /api/public/jobs in turn, quiet and during ${BURST} setups at once`);
console.log(`  quiet:          ${summary(quiet)}`);
console.log(`  during burst:   ${summary(during)}`);
console.log(`  setup answers:  ${[...answers].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
await cms.stop();
