import { messages, privacyNoticeDefaults, publicPrivacyNoticeSchema, siteTextsIn } from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { applicationForm, submitApplication } from '../support/apply-request';
import { makePdf } from '../support/file-fixtures';
import { accountantPosting, applyWithCv, GOOD_ANSWERS, runScoringJobs } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

// The apply form's privacy notice, versioned, and the candidate's two answers.

const SECTIONS = '/api/backoffice/page-sections';

const currentNotice = async () =>
  publicPrivacyNoticeSchema.parse(
    ((await getJson(server, '/api/public/privacy-notice')).body as { data: unknown }).data,
  );
const applicationCount = () => server.strapi.db.query('api::application.application').count({});
const noticeSection = () =>
  server.strapi.db
    .query('api::page-section.page-section')
    .findOne({ where: { page_name: 'privacy', section_key: 'notice' } }) as Promise<{ documentId: string } | null>;

async function setAiKey(value: string): Promise<void> {
  const response = await postJson(server, '/api/backoffice/settings/secrets/openai_api_key', { value }, admin, 'PUT');
  expect(response.status).toBe(200);
}

const server = await testServer();
const admin = await signIn(server, await createAdmin(server, 'super_admin'));
const posting = await accountantPosting(server);

afterEach(async () => {
  server.openai.reset();
  await setAiKey('');
});

describe('the privacy notice', () => {
  it('exists from the first start as version 1 of the default texts, in its own page section', async () => {
    expect(await noticeSection()).not.toBeNull();
    const first = await server.strapi.db.query('api::privacy-notice.privacy-notice').findOne({ where: { version: 1 } });
    expect(first).toMatchObject({ title: privacyNoticeDefaults.title, summary: privacyNoticeDefaults.summary });
    // With its Arabic, for the Arabic site's form.
    expect(first).toMatchObject({ title_ar: siteTextsIn('ar').privacyNotice.title });
    expect((await currentNotice()).version).toBeGreaterThanOrEqual(1);
  });

  it('gets a new version when its texts change, not when only its order does; old versions stay acceptable', async () => {
    const before = await currentNotice();
    const section = await noticeSection();
    // The form sends every text, the Arabic ones too.
    const edit = (changes: Record<string, unknown>) =>
      postJson(
        server,
        `${SECTIONS}/${section?.documentId}`,
        {
          section_type: 'content',
          title: before.title,
          subtitle: before.summary,
          content: before.content,
          title_ar: before.title_ar,
          subtitle_ar: before.summary_ar,
          content_ar: before.content_ar,
          ...changes,
        },
        admin,
        'PUT',
      );
    expect((await edit({ display_order: 3 })).status).toBe(200);
    expect((await currentNotice()).version).toBe(before.version);

    const summary = `${before.summary} We answer every request within 15 days.`;
    expect((await edit({ subtitle: summary })).status).toBe(200);
    const after = await currentNotice();
    expect(after).toMatchObject({ version: before.version + 1, summary });

    // A page built before the edit still sends the version its candidate read.
    const id = await applyWithCv(server, posting, 'accountant.pdf', undefined, {
      privacy_notice_version: String(before.version),
    });
    const row = await server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
    expect(row.privacy_notice_version).toBe(before.version);
  });

  it('gets a new version when its Arabic is written or changed, and shows that Arabic beside the English', async () => {
    const before = await currentNotice();
    const section = await noticeSection();
    const arabic = {
      title_ar: 'إشعار الخصوصية',
      subtitle_ar: 'نستخدم بياناتك لتقييم طلبك فقط.',
      content_ar: 'نحتفظ بطلبك وفق قانون حماية البيانات الشخصية.',
    };
    const edit = (changes: Record<string, unknown>) =>
      postJson(
        server,
        `${SECTIONS}/${section?.documentId}`,
        { section_type: 'content', title: before.title, subtitle: before.summary, content: before.content, ...changes },
        admin,
        'PUT',
      );
    try {
      expect((await edit(arabic)).status).toBe(200);
      const translated = await currentNotice();
      expect(translated).toMatchObject({
        version: before.version + 1,
        title: before.title,
        title_ar: arabic.title_ar,
        summary_ar: arabic.subtitle_ar,
        content_ar: arabic.content_ar,
      });
      // The same words again: no new version.
      expect((await edit(arabic)).status).toBe(200);
      expect((await currentNotice()).version).toBe(translated.version);
      // The Arabic emptied: a version of its own, with none.
      expect((await edit({})).status).toBe(200);
      expect(await currentNotice()).toMatchObject({
        version: translated.version + 1,
        title_ar: null,
        summary_ar: null,
      });
      // The default English with its Arabic emptied on purpose: the next start leaves it so.
      const defaults = { title: privacyNoticeDefaults.title, subtitle: privacyNoticeDefaults.summary };
      expect((await edit({ ...defaults, content: privacyNoticeDefaults.content })).status).toBe(200);
      const emptied = await currentNotice();
      const { ensurePrivacyNotice } = server.load<typeof import('../../src/domain/content/privacy-notice')>(
        'domain/content/privacy-notice',
      );
      await ensurePrivacyNotice(server.strapi);
      expect(await currentNotice()).toMatchObject({ version: emptied.version, title_ar: null });
    } finally {
      // The notice as this test found it (its Arabic included): other files' pages read it.
      await edit({ title_ar: before.title_ar, subtitle_ar: before.summary_ar, content_ar: before.content_ar });
    }
  });
});

describe('applying', () => {
  it('refuses an application without the privacy consent, and one naming a notice that never existed', async () => {
    const before = await applicationCount();
    const unconsented = await submitApplication(
      server,
      applicationForm(server, posting, { fields: { privacy_consent: 'false' } }),
    );
    expect(unconsented.status).toBe(400);
    expect(JSON.stringify(unconsented.body)).toContain(messages.privacy.consentRequired);
    const unknown = await submitApplication(
      server,
      applicationForm(server, posting, { fields: { privacy_notice_version: '999' } }),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(messages.privacy.unknownNoticeVersion);
    expect(await applicationCount()).toBe(before);
  });

  it('records the version, the time and both answers; without AI consent the CV never reaches the provider', async () => {
    await setAiKey('sk-test-careers-0123456789abcdef');
    const version = (await currentNotice()).version;
    const id = await applyWithCv(server, posting, 'accountant.pdf', undefined, {
      privacy_notice_version: String(version),
      ai_screening_consent: 'false',
    });
    await runScoringJobs(server, [id]);
    const row = await server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
    expect(row).toMatchObject({
      privacy_notice_version: version,
      ai_screening_consent: false,
      ai_scoring_status: 'scored',
      ai_scoring_method: 'offline',
    });
    expect(Date.now() - new Date(row.privacy_consent_at).getTime()).toBeLessThan(60_000);
    expect(server.openai.requests).toHaveLength(0);

    const detail = await getJson(server, `/api/backoffice/applications/${id}`, { headers: { cookie: admin } });
    expect((detail.body as { consent: unknown }).consent).toMatchObject({
      privacy_notice_version: version,
      ai_screening: false,
    });
  });

  it('with the AI consent the CV goes to the provider, without the candidate’s name, e-mail or phone', async () => {
    await setAiKey('sk-test-careers-0123456789abcdef');
    // Refused at once (a 400 is not retried): what was sent is all this test reads.
    server.openai.fallback = () => ({ kind: 'status', status: 400 });
    const email = `noor.haddad.${Date.now()}@mail.bh`;
    const cv = makePdf([
      'Noor Haddad',
      `${email} | +973 3912 4578`,
      'Senior Accountant, Gulf Trading, 2016 - 2024: IFRS reporting, VAT returns, month-end close.',
    ]);
    const form = applicationForm(server, posting, {
      cv: { bytes: cv, name: 'noor-cv.pdf' },
      fields: {
        full_name: 'Noor Haddad',
        email,
        phone: '+973 3912 4578',
        privacy_notice_version: String((await currentNotice()).version),
        screening_answers: JSON.stringify({ ...GOOD_ANSWERS, 0: 'Yes; write to me at another.address@mail.bh' }),
      },
    });
    const answer = await submitApplication(server, form);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const row = await server.strapi.db.query('api::application.application').findOne({ where: { email } });
    await runScoringJobs(server, [row.documentId]);
    expect(server.openai.requests.length).toBeGreaterThan(0);
    const sent = JSON.stringify(server.openai.requests[0]?.body);
    expect(sent).toContain('IFRS reporting');
    expect(sent).toContain('2016 - 2024');
    for (const secret of ['Noor', 'Haddad', email, '3912', '4578', 'another.address'])
      expect(sent).not.toContain(secret);
  });
});

describe('the AI provider', () => {
  it('is named for Settings → Advanced: its host, and outside Bahrain unless configured otherwise', async () => {
    const answer = await getJson(server, '/api/backoffice/settings/ai-provider', { headers: { cookie: admin } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      host: new URL(process.env.OPENAI_BASE_URL ?? 'https://api.openai.com').host,
      in_bahrain: false,
    });
    const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));
    expect(
      (await getJson(server, '/api/backoffice/settings/ai-provider', { headers: { cookie: recruiter } })).status,
    ).toBe(403);
  });
});

describe('a legal hold', () => {
  it('is placed with a reason and released, each audited without the reason; the reason shows in the record', async () => {
    const id = await applyWithCv(server, posting, 'accountant.pdf');
    const hold = (body: unknown, cookie = admin) =>
      postJson(server, `/api/backoffice/applications/${id}/legal-hold`, body, cookie);
    const refused = await hold({ hold: true, reason: '   ' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(messages.privacy.legalHoldReasonRequired);

    const reason = 'Employment tribunal claim ET-2026-114: keep every record';
    const placed = await hold({ hold: true, reason });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ message: messages.privacy.legalHoldPlaced });
    const detail = await getJson(server, `/api/backoffice/applications/${id}`, { headers: { cookie: admin } });
    expect((detail.body as { legal_hold: unknown }).legal_hold).toMatchObject({ reason });

    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await hold({ hold: false }, viewer)).status).toBe(403);

    const released = await hold({ hold: false });
    expect(released.body).toMatchObject({ message: messages.privacy.legalHoldReleased });
    const again = await getJson(server, `/api/backoffice/applications/${id}`, { headers: { cookie: admin } });
    expect((again.body as { legal_hold: unknown }).legal_hold).toBeNull();

    const lines = await server.strapi.db.query('api::audit-event.audit-event').findMany({
      where: { entity_id: id, action: { $startsWith: 'application.legal_hold' } },
      orderBy: { id: 'asc' },
    });
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'application.legal_hold_placed',
      'application.legal_hold_released',
    ]);
    expect(JSON.stringify(lines)).not.toContain('tribunal');
  });
});
