// The daily retention run over 100,000 generated applications with their status history, 30,000 of
// them rejected long enough ago to be due (each with a CV file and two e-mails) and 500 more due but
// on legal hold. Prints the run's time, its longest batch transaction (the longest any lock is held)
// and what it erased, and checks the result; asserts no time.
//   node scripts/toolchain.mjs scripts/bench-retention.ts
import { join } from 'node:path';
import { bootBenchCms, secondsSince } from './lib/bench-cms.mts';
import { generateApplications } from './lib/generate-applications.mts';
import { generateHistory } from './lib/generate-history.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const DUE = Number(process.env.BENCH_DUE ?? 30_000);
const HELD = 500;
const YEAR = 365 * 86_400_000;

const cms = await bootBenchCms('retention');
const { strapi } = cms;
const knex = strapi.db.connection;
const sqlite = cms.database === 'SQLite';
const time = (date: Date) => (sqlite ? date.getTime() : date);

const generated = performance.now();
await generateApplications(strapi, APPLICATIONS);
const history = await generateHistory(strapi);

// Every third application from the start is due (decided ten years ago), until DUE of them; the HELD
// after them are just as old but on legal hold. Their current status event becomes the rejection.
const { localFileStore } = cms.dist<typeof import('../src/platform/storage/private-files')>(
  'platform/storage/private-files',
);
const store = localFileStore(join(cms.dataDir, 'private'));
const chosen = (await knex('applications')
  .select('id', 'document_id')
  .where('document_id', 'like', 'bench%')
  .whereRaw(sqlite ? 'id % 3 = 0' : 'MOD(id, 3) = 0')
  .orderBy('id')
  .limit(DUE + HELD)) as { id: number; document_id: string }[];
const decided = time(new Date(Date.now() - 10 * YEAR));
const cv = Buffer.alloc(2048, 'CV ');
for (let start = 0; start < chosen.length; start += 400) {
  const slice = chosen.slice(start, start + 400);
  await knex.transaction(async (trx) => {
    for (const [offset, application] of slice.entries()) {
      const held = start + offset >= DUE;
      await trx('applications')
        .where({ id: application.id })
        .update({
          status: 'rejected',
          cv_url: `bench/${application.document_id}.pdf`,
          ...(held ? { legal_hold_reason: 'Bench hold', legal_hold_since: time(new Date()) } : {}),
        });
    }
    const ids = slice.map((application) => application.id);
    await trx('application_status_events')
      .whereNull('left_at')
      .whereIn(
        'id',
        trx('application_status_events_application_lnk')
          .select('application_status_event_id')
          .whereIn('application_id', ids),
      )
      .update({ to_status: 'rejected', occurred_at: decided });
    const emails = slice.flatMap((application) =>
      ['application_received', 'rejection'].map((template) => ({
        document_id: `bm${template.slice(0, 3)}${application.document_id}`.slice(0, 24),
        purpose: template,
        template_key: template,
        application_id: application.document_id,
        recipient: `${application.document_id}@example.com`,
        subject: 'Your application',
        html_body: '<p>Dear candidate</p>',
        text_body: 'Dear candidate',
        status: 'sent',
        attempts: 1,
        send_at: decided,
        sent_at: decided,
        idempotency_key: `bench:${template}:${application.document_id}`,
        created_at: decided,
        updated_at: decided,
        published_at: decided,
      })),
    );
    // SQLite takes at most 500 rows in one INSERT: halves.
    for (let from = 0; from < emails.length; from += 400)
      await trx('email_outbox').insert(emails.slice(from, from + 400));
  });
  await Promise.all(slice.map((application) => store.putBytes(`bench/${application.document_id}.pdf`, cv)));
}
const total = await strapi.db.query('api::application.application').count();
console.log(
  `${cms.database}: ${total} applications, ${history.events} status events, ${DUE} due with a CV and 2 e-mails each, ` +
    `${HELD} more on legal hold (generated in ${secondsSince(generated)} s)`,
);
await knex.raw(sqlite ? 'ANALYZE' : 'VACUUM ANALYZE');

const { runRetention } = cms.dist<typeof import('../src/domain/privacy/retention-run')>('domain/privacy/retention-run');
const { toStoredSettingValue } = cms.dist<typeof import('../src/domain/settings/setting-value')>(
  'domain/settings/setting-value',
);
// Two years: none of the generated decisions (the last 18 months) is due, only the chosen ones.
await strapi.db
  .query('api::system-setting.system-setting')
  .update({ where: { setting_key: 'retention_rejected_months' }, data: { setting_value: toStoredSettingValue(24) } });

const started = performance.now();
const result = await runRetention(strapi, store);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${cms.database}: retention run erased ${result.applications} applications and deleted ${result.filesDeleted} files ` +
    `in ${seconds.toFixed(1)} s; longest batch transaction ${result.longestBatchMs.toFixed(0)} ms`,
);

const erased = await strapi.db
  .query('api::application.application')
  .count({ where: { erased_at: { $notNull: true } } });
const heldLeft = await strapi.db
  .query('api::application.application')
  .count({ where: { legal_hold_since: { $notNull: true }, erased_at: null } });
const records = await strapi.db.query('api::erasure-record.erasure-record').count();
const unredacted = await knex('email_outbox')
  .whereIn(
    'application_id',
    chosen
      .slice(0, DUE)
      .map((row) => row.document_id)
      .slice(0, 900),
  )
  .whereNot('recipient', 'erased@erased.invalid')
  .count({ n: '*' });
const filesLeft = (
  await Promise.all(chosen.slice(0, 200).map((row) => store.exists(`bench/${row.document_id}.pdf`)))
).filter(Boolean).length;
console.log(
  `${cms.database}: checked: ${erased} erased (expected ${DUE}), ${heldLeft} held untouched (expected ${HELD}), ` +
    `${records} erasure records, unredacted e-mails in a sample: ${Number((unredacted[0] as { n: unknown }).n)}, CV files left in a sample: ${filesLeft}`,
);
const again = performance.now();
const second = await runRetention(strapi, store);
console.log(
  `${cms.database}: a second run erased ${second.applications} in ${((performance.now() - again) / 1000).toFixed(2)} s`,
);
await cms.stop();
