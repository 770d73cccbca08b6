import { type ApplicationStatus, companyToday, labels, messages } from '@careers/shared/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../test/render';
import { applicationRow, FACETS } from '../../../test/render-applications';
import { type Answer, serve, signedInAs } from '../../../test/server';
import type { ApplicationRow } from '../application-row';
import { statusName } from '../detail/StatusBadge';
import { BOARD_COLUMNS, columnCards, daysWaiting, dropStatusOf } from './board';
import { nextColumn } from './keyboard-moves';
import PipelineBoardPage from './PipelineBoardPage';

const LIST = 'GET /api/backoffice/applications';
const POSTING = 'posting00001';
const text = labels.pipelineBoard;

/** The posting's applications; the list answers each column's filter from them, as the server would. */
const ROWS: ApplicationRow[] = [
  applicationRow(1, { status: 'new', ai_score: 72 }),
  applicationRow(2, { status: 'new', ai_score: 91 }),
  applicationRow(3, {
    status: 'reviewed',
    ai_score: 65,
    scorecards: {
      submitted: 1,
      expected: 2,
      awaiting: 0,
      counts: { strong_yes: 0, yes: 1, no: 0, definitely_not: 0, no_decision: 0 },
    },
  }),
  applicationRow(4, { status: 'rejected', ai_score: 40, is_archived: true }),
  ...Array.from({ length: 23 }, (_, index) => applicationRow(10 + index, { status: 'shortlisted', ai_score: 60 })),
];

function answerList(rows: readonly ApplicationRow[], { url }: { url: URL }): Answer {
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { status: string[]; archive: string };
  const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,19]') as [number, number];
  const matching = rows
    .filter((row) => filter.status.includes(row.status))
    .filter((row) => filter.archive === 'all' || row.is_archived === (filter.archive === 'archived'))
    .sort((a, b) => (b.ai_score ?? -1) - (a.ai_score ?? -1));
  const page = matching.slice(from, to + 1);
  return {
    body: page,
    headers: { 'content-range': `applications ${from}-${from + page.length - 1}/${matching.length}` },
  };
}

/** The CMS's side: the list answers from the posting's rows, and a status change changes its row. */
function serveBoard(role: Parameters<typeof signedInAs>[0] = 'recruiter') {
  const urls: URL[] = [];
  const rows = ROWS.map((row) => ({ ...row }));
  const applicant1 = rows[0] as ApplicationRow;
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    'GET /api/backoffice/applications/facets': FACETS,
    [LIST]: (request) => {
      urls.push(request.url);
      return answerList(rows, request);
    },
    // Hired as when the congratulations e-mail could not be queued; any other status as taken.
    [`POST /api/backoffice/applications/${applicant1.id}/status`]: ({ body }) => {
      applicant1.status = (body as { status: ApplicationRow['status'] }).status;
      applicant1.is_archived = applicant1.status === 'hired' || applicant1.status === 'rejected';
      const data = { id: applicant1.id, status: applicant1.status, is_archived: applicant1.is_archived };
      return applicant1.status === 'hired'
        ? { body: { data, hiring_email: 'failed', message: messages.applications.statusHiredEmailFailed } }
        : { body: { data, message: 'Status updated' } };
    },
    [`POST /api/backoffice/applications/${applicant1.id}/rejection`]: {
      body: { data: { id: applicant1.id }, email_sent: true, message: messages.applicationActions.rejectionScheduled },
    },
  });
  return { server, urls };
}

const renderBoard = (at = `/jobs/${POSTING}/board`) =>
  renderInAdmin(
    <Routes>
      <Route path="/jobs/:postingId/board" element={<PipelineBoardPage />} />
      <Route path="/applications/:id" element={<output>detail</output>} />
    </Routes>,
    { at },
  );

const column = (status: ApplicationStatus) => screen.getByTestId(`board-column-${status}`);
const cardNames = (status: ApplicationStatus) =>
  within(column(status))
    .queryAllByTestId('board-card')
    .map((card) => /Applicant \d+/.exec(card.textContent ?? '')?.[0]);

/**
 * jsdom lays nothing out: each column is given its place in a row (272 px apart) and each card a
 * place inside its column, so dnd-kit can tell which column a card is over.
 */
function layOutColumns() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const columnElement = this.closest<HTMLElement>('[data-testid^="board-column-"]');
    const status = columnElement?.dataset.testid?.replace('board-column-', '') ?? '';
    const index = BOARD_COLUMNS.indexOf(status as ApplicationStatus);
    const left = index < 0 ? 0 : index * 272;
    const [width, height, top] = this === columnElement ? [260, 800, 0] : [236, 64, 60];
    return DOMRect.fromRect({ x: left + (this === columnElement ? 0 : 12), y: top, width, height });
  });
}

/**
 * Picks Applicant 1 up in New (Space) and carries it right column by column (the arrows), as a
 * keyboard user does, hearing each column named; `to` is where it ends.
 */
async function carryApplicant1(to: ApplicationStatus = 'reviewed') {
  const card = within(column('new')).getByRole('button', { name: /^Applicant 1 / });
  card.focus();
  fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  // The sensor listens for the next keys once the pick-up is announced.
  await screen.findByText(messages.pipelineBoard.pickedUp('Applicant 1', 'New'));
  for (const status of BOARD_COLUMNS.slice(BOARD_COLUMNS.indexOf('new') + 1, BOARD_COLUMNS.indexOf(to) + 1)) {
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await screen.findByText(messages.pipelineBoard.over('Applicant 1', statusName(status)));
  }
}

/** The board read and laid out, ready for a keyboard carry; answers the fake CMS's record of calls. */
async function openLaidOutBoard() {
  const { server } = serveBoard();
  await renderBoard();
  await waitFor(() => expect(cardNames('new')).toEqual(['Applicant 2', 'Applicant 1']));
  layOutColumns();
  return server;
}

describe('the pipeline board', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads one page per status for the posting, the best score first, with totals and Load more', async () => {
    const { urls } = serveBoard();
    await renderBoard('/jobs/posting00001/board?ai=high,medium');
    expect(await screen.findByRole('heading', { level: 1, name: text.title('Senior Accountant') })).toBeTruthy();
    await waitFor(() => expect(cardNames('new')).toEqual(['Applicant 2', 'Applicant 1']));
    expect(cardNames('reviewed')).toEqual(['Applicant 3']);
    // The interviewers' verdict, compact on the card and whole in its title.
    const verdict = within(column('reviewed')).getByTestId('scorecards-chip');
    expect(verdict.textContent).toBe(messages.scorecards.chip(1, 2, '1 Yes'));
    expect(verdict.getAttribute('aria-label')).toBe(
      messages.scorecards.chipTitle(messages.scorecards.summary(1, 2, '1 Yes')),
    );
    expect(within(column('new')).queryByTestId('scorecards-chip')).toBeNull();
    // Rejected and hired read the archive too: the list's rule archived them.
    expect(cardNames('rejected')).toEqual(['Applicant 4']);
    expect(within(column('pending')).getByText(messages.pipelineBoard.noApplications)).toBeTruthy();
    expect(within(column('new')).getByText(text.columnTotal(2))).toBeTruthy();

    const filters = urls.map((url) => JSON.parse(url.searchParams.get('filter') ?? '{}'));
    expect(filters).toContainEqual({
      job_posting_id: [POSTING],
      ai_score: ['high', 'medium'],
      archive: 'active',
      status: ['new'],
    });
    expect(filters).toContainEqual({
      job_posting_id: [POSTING],
      ai_score: ['high', 'medium'],
      archive: 'all',
      status: ['rejected'],
    });
    expect(urls.every((url) => url.searchParams.get('sort') === '["ai_score","DESC"]')).toBe(true);

    // 23 shortlisted: one page of 20, then the next on Load more.
    expect(within(column('shortlisted')).getByText(text.columnTotal(23))).toBeTruthy();
    expect(within(column('shortlisted')).getAllByTestId('board-card')).toHaveLength(20);
    fireEvent.click(within(column('shortlisted')).getByRole('button', { name: text.loadMore }));
    await waitFor(() => expect(within(column('shortlisted')).getAllByTestId('board-card')).toHaveLength(23));
    expect(urls.at(-1)?.searchParams.get('range')).toBe('[20,39]');
    expect(within(column('shortlisted')).queryByRole('button', { name: text.loadMore })).toBeNull();
  });

  it('moves a card with the keyboard: Space, an arrow, Space; Change Status by the list rule', async () => {
    const server = await openLaidOutBoard();
    await carryApplicant1();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await screen.findByText(messages.pipelineBoard.dropped('Applicant 1', 'Reviewed'));
    // The card moved at once, and the keyboard's focus went with it.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column('reviewed')).getByRole('button', { name: /^Applicant 1 / })),
    );
    const statusCall = `POST /api/backoffice/applications/${ROWS[0]?.id}/status`;
    await waitFor(() => expect(server.bodies.get(statusCall)).toEqual([{ status: 'reviewed', source: 'list' }]));
  });

  it('puts a card back on Escape, without a change', async () => {
    const server = await openLaidOutBoard();
    await carryApplicant1();
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await screen.findByText(messages.pipelineBoard.cancelled('Applicant 1', 'New'));
    expect(server.requests.filter((request) => request.endsWith('/status'))).toEqual([]);
    expect(cardNames('new')).toEqual(['Applicant 2', 'Applicant 1']);
  });

  it('a drop on Hired is the status select hiring flow: its message says the e-mail failed', async () => {
    const server = await openLaidOutBoard();
    await carryApplicant1('hired');
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(await screen.findByText(messages.applications.statusHiredEmailFailed)).toBeTruthy();
    const statusCall = `POST /api/backoffice/applications/${ROWS[0]?.id}/status`;
    expect(server.bodies.get(statusCall)).toEqual([{ status: 'hired', source: 'list' }]);
  });

  it('a drop on Rejected opens the rejection panel first; Confirm & Send Email schedules it', async () => {
    const server = await openLaidOutBoard();
    await carryApplicant1('rejected');
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    const panel = await screen.findByRole('dialog', { name: messages.applications.scheduleRejectionEmail });
    expect(server.requests.filter((request) => request.endsWith('/status'))).toEqual([]);
    const today = companyToday();
    fireEvent.change(within(panel).getByLabelText(new RegExp(labels.applicationDetail.date)), {
      target: { value: today },
    });
    fireEvent.change(within(panel).getByLabelText(new RegExp(labels.applicationDetail.time)), {
      target: { value: '23:59' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: messages.applications.confirmAndSendEmail }));
    expect(await screen.findByText(messages.applicationDialog.rejectionScheduled(`${today} 23:59`))).toBeTruthy();
    expect(server.bodies.get(`POST /api/backoffice/applications/${ROWS[0]?.id}/rejection`)).toEqual([
      { date: today, time: '23:59' },
    ]);
  });

  it('shows an admin without manage_applications no board, and asks for no applications', async () => {
    const { urls } = serveBoard('viewer');
    await renderBoard();
    await waitFor(() => expect(screen.queryByTestId('board-column-new')).toBeNull());
    expect(urls).toEqual([]);
  });
});

describe('the board rules', () => {
  it('keeps moving cards in their new column, in score order', () => {
    const rows = [
      applicationRow(1, { ai_score: 50 }),
      applicationRow(2, { ai_score: null }),
      applicationRow(3, { ai_score: 80 }),
    ];
    const moving = applicationRow(4, { status: 'reviewed', ai_score: 70 });
    const moves = new Map([
      [moving.id, { row: moving, to: 'new' as const }],
      [rows[0]?.id ?? '', { row: rows[0] as ApplicationRow, to: 'hired' as const }],
    ]);
    expect(columnCards('new', rows, moves).map((row) => [row.full_name, row.status])).toEqual([
      ['Applicant 3', 'new'],
      ['Applicant 4', 'new'],
      ['Applicant 2', 'new'],
    ]);
  });

  it('steps over pending and withdrawn, which take no drops, and stops at the ends', () => {
    const target = (status: ApplicationStatus) => dropStatusOf(status) !== null;
    expect(nextColumn('new', -1, target)).toBeNull();
    expect(nextColumn('reviewed', -1, target)).toBe('new');
    expect(nextColumn('pending', 1, target)).toBe('new');
    expect(nextColumn('rejected', 1, target)).toBeNull();
    expect(nextColumn('withdrawn', -1, target)).toBe('rejected');
  });

  it('counts whole days waiting', () => {
    expect(daysWaiting('2026-11-20T08:30:00.000Z', new Date('2026-11-23T08:29:00.000Z'))).toBe(2);
    expect(daysWaiting('2026-11-20T08:30:00.000Z', new Date('2026-11-23T08:30:00.000Z'))).toBe(3);
  });
});
