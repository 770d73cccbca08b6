import { messages } from '@careers/shared';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { storeCv } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, resetServerClock, runScorecardReminders } from './support/control';
import { openFooterDialog } from './support/footer-dialogs';
import { type Mail, newestMail } from './support/mailbox';
import { ACCOUNTS, sessionOf, signInThroughApi } from './support/sessions';
import { base } from './support/system';

// Structured interviews, the whole journey: schedule with three interviewers → each kit link from the mailbox →
// two submit (one seeing none, one after the other's is visible) → the reminder reaches the third
// once the clock passes 24 hours → the recruiter sees who said what → reschedule sends SEQUENCE 1
// to all → cancel stops the links.

test.use({ storageState: sessionOf('super_admin') });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });
test.afterEach(resetServerClock);

const DAY = 86_400_000;
const kit = messages.interviewKit;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const kitToken = (mail: Mail) => /\/interview-kit\/#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

/** The calendar event of a mail, read with ical.js as a calendar app reads it. */
function eventOf(mail: Mail) {
  const part = mail.attachments?.find((attachment) => attachment.calendarMethod);
  const calendar = new ICAL.Component(ICAL.parse(part?.content ?? ''));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { method: String(calendar.getFirstPropertyValue('method')), uid: event.uid, sequence: event.sequence };
}

/** An interviewer's own browser: no back-office session, the kit link as it came. */
async function openKit(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${base()}/interview-kit/#${token}`);
  // The secret leaves the address bar at once.
  await expect(page).toHaveURL(`${base()}/interview-kit/`);
  return page;
}

async function fillScorecard(page: Page, recommendation: string, takeaways: string): Promise<void> {
  const attributes = page.getByRole('group', { name: 'Focus attributes' });
  await attributes.getByRole('group').first().getByRole('radio', { name: 'Strong Yes', exact: true }).check();
  await page.getByRole('textbox', { name: kit.takeaways }).fill(takeaways);
  await page
    .getByRole('group', { name: kit.recommendation })
    .getByRole('radio', { name: recommendation, exact: true })
    .check();
}

test('structured interview: kits, scorecards, reminder, who said what, reschedule and cancel', async ({
  page,
  browser,
}) => {
  const { email, documentId, asked, form } = await openFooterDialog(page, 'shortlisted', 'Schedule Interview');
  await storeCv(documentId, makePdf(['Curriculum vitae', 'Kit journey']), 'pdf');
  const panel = ['one', 'two', 'three'].map((n) => ({ name: `Panel ${n}`, email: `panel.${n}.${asked}@mail.test` }));
  await form.getByLabel(/^Date/).fill(dayIn(1));
  await form.getByLabel(/^Time/).fill('10:00');
  await form.getByLabel(/^Location/).fill('Gulf Horizon HQ, Manama');
  await form.getByLabel(/^Interviewer name/).fill(panel[0]?.name ?? '');
  await form.getByLabel(/^Interviewer e-mail/).fill(panel[0]?.email ?? '');
  for (const [index, person] of panel.slice(1).entries()) {
    await form.getByRole('button', { name: 'Add interviewer' }).click();
    await form.getByRole('textbox', { name: `Additional interviewer ${index + 1} name` }).fill(person.name);
    await form.getByRole('textbox', { name: `Additional interviewer ${index + 1} e-mail` }).fill(person.email);
  }
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Schedule Interview' }).filter({
    hasText: messages.interviews.scheduledAndInviteSent,
  });
  await notice.getByRole('button', { name: 'OK' }).click();

  // Each kit link from each interviewer's mailbox.
  const invitations = await Promise.all(panel.map((person) => newestMail(person.email, 'Interview with', asked)));
  const tokens = invitations.map(kitToken);
  expect(new Set(tokens).size).toBe(3);

  // The first submits having seen no one else's scorecard.
  const first = await openKit(browser, tokens[0] ?? '');
  await expect(first.getByRole('heading', { level: 1, name: kit.pageTitle })).toBeVisible();
  await expect(first.getByText(kit.othersHidden)).toBeVisible();
  await expectNoAxeViolations(first);
  await fillScorecard(first, 'Strong Yes', 'Owned the IFRS 16 case end to end.');
  await expect(first.getByText(/Draft saved at/)).toBeVisible();
  await first.getByRole('button', { name: kit.submit }).click();
  await expect(first.getByRole('status')).toHaveText(kit.submitted);
  await expect(first.getByText(kit.othersNone)).toBeVisible();
  // The CV inline, read through the kit (the server audits it with the interviewer's name).
  await first.getByRole('button', { name: kit.showCv }).click();
  await expect(first.locator('iframe[title^="CV of "]')).toBeVisible();

  // The second sees nothing of the first until they submit; then the first's take-aways.
  const second = await openKit(browser, tokens[1] ?? '');
  await expect(second.getByText(kit.othersHidden)).toBeVisible();
  await expect(second.getByText('Owned the IFRS 16 case end to end.')).toHaveCount(0);
  await second.getByRole('button', { name: kit.submit }).click();
  await expect(second.getByText(kit.takeawaysRequired)).toBeVisible();
  await fillScorecard(second, 'Yes', 'Good instincts, light on consolidation.');
  await second.getByRole('button', { name: kit.submit }).click();
  await expect(second.getByRole('status')).toHaveText(kit.submitted);
  await expect(second.getByText('Owned the IFRS 16 case end to end.')).toBeVisible();

  // 24 hours after the interview the third is reminded, with a link that opens their kit.
  const beforeReminder = Date.now();
  await advanceServerClock(3 * DAY);
  await runScorecardReminders();
  const reminder = await newestMail(panel[2]?.email ?? '', 'Your scorecard for', beforeReminder);
  const third = await openKit(browser, kitToken(reminder));
  await expect(third.getByText(kit.othersHidden)).toBeVisible();

  // The recruiter (signed in again: days have passed) sees who said what.
  await signInThroughApi(page.request, ACCOUNTS.super_admin);
  await page.goto(`${base()}/admin2025/applications/${documentId}/scorecards`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('row', { name: new RegExp(`${panel[0]?.name}.*Strong Yes`) })).toBeVisible();
  await expect(tab.getByRole('row', { name: new RegExp(`${panel[1]?.name}.*Yes`) })).toBeVisible();
  await expect(tab.getByRole('row', { name: new RegExp(`${panel[2]?.name}.*Awaiting`) })).toBeVisible();
  await expect(page.getByText('2 of 3 submitted · 1 Strong Yes, 1 Yes').first()).toBeVisible();

  // Reschedule: every invitation again, the same event with SEQUENCE 1.
  const beforeReschedule = Date.now();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tabpanel') });
  await dialog.getByRole('button', { name: messages.scorecards.reschedule }).click();
  const reschedule = page.getByRole('dialog', { name: messages.scorecards.reschedule });
  // It starts from the interview as booked.
  await expect(reschedule.getByRole('textbox', { name: /^Location/ })).toHaveValue('Gulf Horizon HQ, Manama');
  await reschedule.getByLabel(/^Date/).fill(dayIn(6));
  await reschedule.getByLabel(/^Time/).fill('13:30');
  await reschedule.getByRole('button', { name: messages.scorecards.reschedule, exact: true }).click();
  const rescheduled = page.getByRole('dialog').filter({ hasText: messages.scorecards.rescheduled });
  await rescheduled.getByRole('button', { name: 'OK' }).click();
  const originalUid = eventOf(invitations[0] as Mail).uid;
  for (const address of [email, ...panel.map((person) => person.email)]) {
    const updated = eventOf(await newestMail(address, '', beforeReschedule));
    expect(updated).toEqual({ method: 'REQUEST', uid: originalUid, sequence: 1 });
  }

  // Cancel: METHOD:CANCEL to all, and the kit links stop working.
  const beforeCancel = Date.now();
  await dialog.getByRole('button', { name: messages.scorecards.cancelInterview }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: messages.scorecards.cancelConfirm });
  await confirm.getByRole('button', { name: messages.scorecards.cancelInterview }).click();
  const cancelled = page.getByRole('dialog').filter({ hasText: messages.scorecards.cancelled });
  await cancelled.getByRole('button', { name: 'OK' }).click();
  const cancellation = await newestMail(panel[0]?.email ?? '', 'Cancelled', beforeCancel);
  expect(eventOf(cancellation)).toEqual({ method: 'CANCEL', uid: originalUid, sequence: 2 });
  // Opening the link again (only the fragment changes) makes the page load the kit afresh.
  await first.goto(`${base()}/interview-kit/#${tokens[0]}`);
  await expect(first.getByRole('status')).toHaveText(kit.linkInvalid);
  // Scheduling again is open to the recruiter.
  await expect(dialog.getByRole('button', { name: 'Schedule Interview' })).toBeEnabled();
});
