import { messages, ratingLabels, recommendationLabels } from '@careers/shared/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applicationScorecards, heldInterview } from '../../../../test/scorecard-fixtures';
import ScorecardsTab, { type ScorecardsTabProps } from './ScorecardsTab';

const text = messages.scorecards;

function renderTab(props: Partial<ScorecardsTabProps> = {}) {
  const onRemind = vi.fn();
  render(<ScorecardsTab scorecards={applicationScorecards} canRemind onRemind={onRemind} {...props} />);
  return { onRemind, user: userEvent.setup() };
}

const interviewSection = (when: string) => screen.getByRole('region', { name: text.interviewHeading(when) });
const rowOf = (section: HTMLElement, name: string) =>
  within(section).getByText(name, { selector: 'p' }).closest('tr') as HTMLElement;

describe('Scorecards tab', () => {
  it('lists the interviews newest first, each with its Bahrain time', () => {
    renderTab();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // 06:00 UTC is 09:00 in Bahrain.
    expect(headings).toEqual([text.interviewHeading('2 Dec 2026, 09:00'), text.interviewHeading('23 Nov 2026, 09:00')]);
    expect(screen.getByTestId('scorecards-summary').textContent).toBe(text.summary(2, 4, '1 Strong Yes, 1 No'));
  });

  it('shows who recommended what, colour-coded, and when each scorecard came in', () => {
    renderTab();
    const held = interviewSection('23 Nov 2026, 09:00');
    const sara = rowOf(held, 'Sara Ali');
    const strongYes = within(sara).getByText(recommendationLabels.strong_yes);
    expect(strongYes.closest('[data-lean]')?.getAttribute('data-lean')).toBe('positive');
    // 09:15 UTC is 12:15 in Bahrain.
    expect(within(sara).getByText('24 Nov 2026, 12:15')).toBeTruthy();
    const omar = rowOf(held, 'Omar Khalid');
    expect(within(omar).getByText(recommendationLabels.no).closest('[data-lean]')?.getAttribute('data-lean')).toBe(
      'negative',
    );
    const noor = rowOf(held, 'Noor Hasan');
    expect(within(noor).getByText(text.awaiting)).toBeTruthy();
    expect(within(noor).queryByText(recommendationLabels.no_decision)).toBeNull();
    const huda = rowOf(interviewSection('2 Dec 2026, 09:00'), 'Huda Saleh');
    expect(within(huda).getByText(text.notYetDue)).toBeTruthy();
    expect(within(huda).queryByRole('button')).toBeNull();
  });

  it('grids each focus attribute against the interviewers who submitted, empty where not rated', () => {
    renderTab();
    const grid = within(interviewSection('23 Nov 2026, 09:00')).getByTestId('ratings-grid');
    const cells = (name: string) =>
      Array.from(within(grid).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? []).map(
        (cell) => cell.textContent,
      );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([text.attribute, 'Sara Ali', 'Omar Khalid']);
    expect(cells('IFRS reporting')).toEqual([ratingLabels.strong_yes, '']);
    expect(cells('Attention to detail')).toEqual([ratingLabels.mixed, ratingLabels.definitely_not]);
    // The interview not held yet has no ratings to grid.
    expect(within(interviewSection('2 Dec 2026, 09:00')).queryByTestId('ratings-grid')).toBeNull();
  });

  it('shows the take-aways and private notes of those who submitted', () => {
    renderTab();
    const notes = screen.getAllByTestId('takeaways');
    expect(notes.map((note) => within(note).getByRole('heading').textContent)).toEqual(['Sara Ali', 'Omar Khalid']);
    expect(within(notes[0] as HTMLElement).getByText('Explained IFRS 16 leases with real cases.')).toBeTruthy();
    expect(within(notes[0] as HTMLElement).getByText('Salary expectation above band.')).toBeTruthy();
    expect(within(notes[1] as HTMLElement).queryByText(text.privateNote)).toBeNull();
  });

  it('Send Reminder asks for the awaited scorecard; without the right to edit it is not offered', async () => {
    const { onRemind, user } = renderTab();
    const noor = rowOf(interviewSection('23 Nov 2026, 09:00'), 'Noor Hasan');
    expect(screen.getAllByRole('button', { name: text.sendReminder })).toHaveLength(1);
    await user.click(within(noor).getByRole('button', { name: text.sendReminder }));
    expect(onRemind).toHaveBeenCalledWith('scorecardnoor0003');
  });

  it('offers no Send Reminder to a reader, nor while a reminder is on its way', () => {
    const { unmount } = render(
      <ScorecardsTab scorecards={applicationScorecards} canRemind={false} onRemind={() => {}} />,
    );
    expect(screen.getByText(text.awaiting)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.sendReminder })).toBeNull();
    unmount();
    renderTab({ remindingId: 'scorecardnoor0003' });
    expect(screen.getByRole('button', { name: text.sendReminder })).toHaveProperty('disabled', true);
  });

  it('marks a cancelled interview, and says so when no interview was scheduled', () => {
    const cancelled = { ...heldInterview, interview_status: 'cancelled' as const };
    const { unmount } = render(
      <ScorecardsTab
        scorecards={{ ...applicationScorecards, interviews: [cancelled] }}
        canRemind
        onRemind={() => {}}
      />,
    );
    expect(within(interviewSection('23 Nov 2026, 09:00')).getByText(text.cancelledInterview)).toBeTruthy();
    // Nobody is reminded about an interview that was called off.
    expect(screen.queryByRole('button', { name: text.sendReminder })).toBeNull();
    unmount();
    render(
      <ScorecardsTab
        scorecards={{ interviews: [], summary: null, suggested_score: null }}
        canRemind
        onRemind={() => {}}
      />,
    );
    expect(screen.getByText(text.noInterviews)).toBeTruthy();
  });
});
