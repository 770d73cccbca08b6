import { expect as baseExpect, request as playwrightRequest, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { queryRow } from './support/database';
import { insertPosting } from './support/recruitment-rows';
import { sessionOf } from './support/sessions';
import { base } from './support/system';
import { expectNoAxeViolationsInBothThemes, startInTheme } from './support/theme';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;
/** Bahrain keeps UTC+3 all year: its calendar day `days` from now. */
const bahrainDay = (days: number) => new Date(Date.now() + days * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
/** 'Tuesday 1 December 2026', as the agenda heads a day. */
function dayHeading(day: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

test('Interview agenda: an interview just after a Bahrain midnight sits under its own day, and its interviewer subscribes to a private feed', async ({
  page,
}) => {
  const posting = await insertPosting('Agenda Analyst');
  const batch = await makeApplications(1, { status: 'shortlisted', posting });
  const name = `${batch.tag} Applicant 1`;
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  const interviewer = `Agenda Interviewer ${batch.tag}`;
  const interviewerEmail = `agenda.${batch.tag.toLowerCase()}@mail.test`;
  // 00:30 in Bahrain is 21:30 UTC of the day before: the agenda must still list it under its Bahrain day.
  const day = bahrainDay(3);
  const scheduled = await page.request.post(`${base()}/api/backoffice/applications/${row?.document_id}/interview`, {
    data: {
      scheduled_date: day,
      scheduled_time: '00:30',
      duration_minutes: 45,
      location: 'Gulf Horizon HQ, Manama',
      meeting_link: 'https://meet.example.com/agenda',
      interviewer_name: interviewer,
      interviewer_email: interviewerEmail,
    },
  });
  expect(scheduled.status()).toBe(200);

  await startInTheme(page, 'dark');
  await page.goto(`${base()}/admin2025/interviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Agenda' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Interviews' })).toHaveAttribute('aria-current', 'page');
  const section = page.getByRole('region', { name: dayHeading(day) });
  const interview = section.getByTestId('agenda-interview').filter({ hasText: name });
  await expect(interview).toContainText('00:30–01:15');
  await expect(interview).toContainText(posting.title);
  await expect(interview).toContainText(interviewer);
  const join = interview.getByRole('link', { name: /Join meeting/ });
  await expect(join).toHaveAttribute('href', 'https://meet.example.com/agenda');
  await expect(join).toHaveAttribute('target', '_blank');
  await expectNoAxeViolationsInBothThemes(page);

  // The interviewer's feed: made, shown once, fetched as a calendar app would (no session).
  const feeds = page.getByRole('region', { name: 'Calendar feeds' });
  await feeds.getByRole('button', { name: `Calendar feed: ${interviewer}` }).click();
  const dialog = page.getByRole('dialog', { name: `Calendar feed for ${interviewer}` });
  const address = dialog.getByLabel('Feed address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  const feedPath = new URL(await address.inputValue()).pathname;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const calendarApp = await playwrightRequest.newContext();
  try {
    const feed = await calendarApp.get(`${base()}${feedPath}`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = await feed.text();
    expect(calendar).toContain('METHOD:PUBLISH');
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    expect(calendar).toContain(`DTSTART:${dayBefore.replaceAll('-', '')}T213000Z`);
    expect(calendar).toContain(`Interview: ${name}`);

    // Revoked, the address answers 404 and the interviewer shows no feed.
    const interviewerRow = feeds.getByTestId('feed-interviewer').filter({ hasText: interviewerEmail });
    await expect(interviewerRow).toContainText('Feed active since');
    await interviewerRow.getByRole('button', { name: `Revoke: ${interviewer}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Calendar feed revoked. The old link no longer works.')).toBeVisible();
    await expect(interviewerRow).toContainText('No feed');
    expect((await calendarApp.get(`${base()}${feedPath}`)).status()).toBe(404);
  } finally {
    await calendarApp.dispose();
  }
});
