import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { makeApplication } from '../support/application-fixture';
import { makePdf } from '../support/file-fixtures';
import { privateStore } from '../support/hired-employee-fixture';
import { testServer } from '../support/test-server';

// A legal hold and an erasure of the same application sent at the same instant. Either may win, but
// whole: a held application keeps its data, files and e-mails and the erasure says it was held; an
// erased one is not on hold and the hold is refused. A race once let both answer success, the held
// application's CV and e-mails destroyed while its name stayed.

const APPLICATION = 'api::application.application';
const OUTBOX = 'api::outbox-message.outbox-message';
const RECORD = 'api::erasure-record.erasure-record';
const RACES = 50;

const server = await testServer();
const officer = await signIn(server, await createAdmin(server, 'super_admin'));
const store = privateStore(server);

/** An application with a CV in the private store and one e-mail sent to the candidate. */
async function applicationWithTrail(race: number) {
  const made = await makeApplication(server, { status: 'rejected' });
  const cv = `cvs/hold-race-${made.documentId}.pdf`;
  await store.putBytes(cv, makePdf([`Race ${race}`]));
  await server.strapi.db.query(APPLICATION).update({ where: { documentId: made.documentId }, data: { cv_url: cv } });
  await server.strapi.db.query(OUTBOX).create({
    data: {
      purpose: 'application_received',
      recipient: made.email,
      subject: `Your application ${race}`,
      html_body: '<p>Thank you</p>',
      text_body: 'Thank you',
      status: 'sent',
      application_id: made.documentId,
      idempotency_key: `hold-race-${made.documentId}`,
      send_at: new Date(),
      attempts: 1,
    },
  });
  return { ...made, cv };
}

describe('a legal hold racing an erasure', () => {
  it(`is either placed on an application kept whole, or refused because it was erased (${RACES} races)`, async () => {
    const winners = { hold: 0, erasure: 0 };
    for (let race = 0; race < RACES; race += 1) {
      const application = await applicationWithTrail(race);
      const [hold, erasure] = await Promise.all([
        postJson(
          server,
          `/api/backoffice/applications/${application.documentId}/legal-hold`,
          { hold: true, reason: 'race' },
          officer,
        ),
        postJson(server, `/api/backoffice/applications/${application.documentId}/erasure`, {}, officer),
      ]);
      const row = await server.strapi.db.query(APPLICATION).findOne({ where: { documentId: application.documentId } });
      const email = await server.strapi.db.query(OUTBOX).findOne({ where: { application_id: application.documentId } });
      const records = await server.strapi.db.query(RECORD).count({ where: { subject_id: application.documentId } });
      const label = `race ${race}: hold ${hold.status}, erasure ${erasure.status} ${JSON.stringify(erasure.body)}`;
      expect(erasure.status, label).toBe(200);
      if (row.erased_at === null) {
        winners.hold += 1;
        expect(hold.status, label).toBe(200);
        expect(erasure.body, label).toMatchObject({ erased: 0, held: 1 });
        expect(row, label).toMatchObject({ email: application.email, cv_url: application.cv });
        expect(row.legal_hold_since, label).not.toBeNull();
        expect(await store.exists(application.cv), label).toBe(true);
        expect(email, label).toMatchObject({ recipient: application.email, subject: `Your application ${race}` });
        expect(records, label).toBe(0);
      } else {
        winners.erasure += 1;
        expect(hold.status, label).toBe(409);
        expect(hold.body.error?.message, label).toBe(messages.privacy.erasedCannotChange);
        expect(erasure.body, label).toMatchObject({ erased: 1, held: 0 });
        expect(row, label).toMatchObject({ email: '', cv_url: null, legal_hold_since: null });
        expect(await store.exists(application.cv), label).toBe(false);
        expect(email.subject, label).toBe('[erased]');
        expect(records, label).toBe(1);
      }
    }
    expect(winners.hold + winners.erasure).toBe(RACES);
  }, 240_000);
});
