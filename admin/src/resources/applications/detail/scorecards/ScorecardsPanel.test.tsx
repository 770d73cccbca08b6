import { messages, recommendationLabels } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, layla, openDialog } from '../../../../test/detail-dialog-fixture';
import { applicationScorecards } from '../../../../test/scorecard-fixtures';
import { refusal } from '../../../../test/server';

const text = messages.scorecards;
const SCORECARDS = `GET ${API}/${layla.id}/scorecards`;
const REMIND = 'POST /api/backoffice/scorecards/scorecardnoor0003/reminder';
const at = `/applications/${layla.id}/scorecards`;

describe('Scorecards tab in the application dialog', () => {
  it('is a tab of its own, at /scorecards, reading the application’s scorecards', async () => {
    const { dialog } = await openDialog({}, { at, routes: { [SCORECARDS]: { body: applicationScorecards } } });
    expect(within(dialog).getByRole('tab', { name: text.tab }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('Sara Ali', { selector: 'p' })).toBeTruthy();
    const sara = within(dialog).getByText('Sara Ali', { selector: 'p' }).closest('tr') as HTMLElement;
    expect(within(sara).getByText(recommendationLabels.strong_yes)).toBeTruthy();
  });

  it('Send Reminder posts to the scorecard and shows the server’s message', async () => {
    const { dialog, user, server } = await openDialog(
      {},
      {
        at,
        routes: { [SCORECARDS]: { body: applicationScorecards }, [REMIND]: { body: { message: text.reminderSent } } },
      },
    );
    await user.click(await within(dialog).findByRole('button', { name: text.sendReminder }));
    await waitFor(() => expect(server.bodies.get(REMIND)).toEqual([{}]));
    expect(await screen.findByText(text.reminderSent)).toBeTruthy();
    // The tab reads the scorecards again: the reminder's time is the server's to tell.
    await waitFor(() => expect(server.requests.filter((request) => request === SCORECARDS)).toHaveLength(2));
  });

  it('a refused reminder says why, in the server’s words', async () => {
    const tooSoon = text.reminderTooSoon(60);
    const { dialog, user } = await openDialog(
      {},
      { at, routes: { [SCORECARDS]: { body: applicationScorecards }, [REMIND]: refusal(429, tooSoon) } },
    );
    await user.click(await within(dialog).findByRole('button', { name: text.sendReminder }));
    expect(await screen.findByText(tooSoon)).toBeTruthy();
  });

  it('a role without manage_applications reads the scorecards but sends no reminder', async () => {
    const { dialog } = await openDialog(
      {},
      { at, role: 'viewer', routes: { [SCORECARDS]: { body: applicationScorecards } } },
    );
    await screen.findByTestId('access-known');
    expect(await within(dialog).findByText(text.awaiting)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: text.sendReminder })).toBeNull();
  });
});
