import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openFooterDialog } from './support/footer-dialogs';
import { newestMail } from './support/mailbox';
import { sessionOf } from './support/sessions';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;

test('Schedule Interview: the dialog checks the form, schedules, and the candidate gets the calendar invite', async ({
  page,
}) => {
  const { email, asked, detail, form } = await openFooterDialog(page, 'shortlisted', 'Schedule Interview');
  await expect(form.getByLabel(/^Duration/)).toHaveText('60 minutes');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  // Sent empty, the form names what is missing and stays open.
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();

  // Two days ahead in UTC is never before Bahrain's today.
  const date = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel(/^Time/).fill('10:30');
  await form.getByLabel(/^Location/).fill('Gulf Horizon HQ, Manama');
  await form.getByLabel(/^Interviewer name/).fill('Layla Al Mannai');
  await form.getByLabel(/^Interviewer e-mail/).fill('layla.e2e@mail.test');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();

  const notice = page.getByRole('dialog', { name: 'Schedule Interview' }).filter({
    hasText: 'Interview scheduled and calendar invite sent!',
  });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(detail.getByRole('button', { name: 'Interview Scheduled' })).toBeDisabled();

  const mail = await newestMail(email, 'Interview invitation', asked);
  const invite = mail.attachments?.find((part) => part.calendarMethod === 'REQUEST');
  expect(invite?.content).toContain('METHOD:REQUEST');
  // 10:30 in Bahrain (UTC+3) is written as 07:30 UTC.
  expect(invite?.content).toContain(`DTSTART:${date.replaceAll('-', '')}T073000Z`);
});
