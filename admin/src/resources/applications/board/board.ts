// The pipeline board's rules, apart from its screen: which applications a column reads, where a card
// may go, how cards are ordered while a move is on its way, and how long an applicant has waited.
import { APPLICATION_STATUSES, type ApplicationStatus, LIST_SET_STATUSES, SCORE_FILTERS } from '@careers/shared/client';
import type { ApplicationRow } from '../application-row';
import { DEFAULT_QUERY, NO_FILTERS, readListQuery, serverFilter, writeListQuery } from '../list-query';

/** One column per application status, in the pipeline's order. */
export const BOARD_COLUMNS = APPLICATION_STATUSES;

/** The bands the board filters by (the Applications tab's AI Score filter, without scored/unscored). */
export const BOARD_SCORE_BANDS = SCORE_FILTERS.filter(
  (band): band is 'high' | 'medium' | 'low' => band === 'high' || band === 'medium' || band === 'low',
);
export type BoardScoreBand = (typeof BOARD_SCORE_BANDS)[number];

/** Cards a column reads at a time; "Load more" reads the next page. */
export const COLUMN_PAGE_SIZE = 20;

/** The board's sort: the best scores first, as the list API sorts them. */
export const BOARD_SORT = { field: 'ai_score', order: 'DESC' } as const;

type DropStatus = (typeof LIST_SET_STATUSES)[number];

/**
 * Where a card may be dropped: every status the list may set. Pending is not one (the list's rule:
 * an application is pending until it is taken in, never set back to it by hand), nor withdrawn (the
 * candidate's own act).
 */
export function dropStatusOf(status: string): DropStatus | null {
  return LIST_SET_STATUSES.find((option) => option === status) ?? null;
}

/** Rejected, hired and withdrawn applications are archived, so their columns read the archive too. */
const READS_ARCHIVE: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** The score bands chosen in the board's URL (?ai=high,medium), read as the Applications tab reads them. */
export function bandsOf(params: URLSearchParams): BoardScoreBand[] {
  return readListQuery(params).ai.filter((band): band is BoardScoreBand =>
    (BOARD_SCORE_BANDS as readonly string[]).includes(band),
  );
}

/** The URL query for chosen bands, written as the Applications tab writes it. */
export function paramsOfBands(bands: readonly BoardScoreBand[]): URLSearchParams {
  return writeListQuery({ ...DEFAULT_QUERY, ai: [...bands] });
}

/** A column's filter for the applications list API: the Applications tab's, for one posting and status. */
export function columnFilter(
  postingId: string,
  status: ApplicationStatus,
  bands: readonly BoardScoreBand[],
): Record<string, unknown> {
  const filter = serverFilter({
    ...NO_FILTERS,
    job: [postingId],
    ai: [...bands],
    archive: READS_ARCHIVE.includes(status) ? 'all' : 'active',
  });
  // The list's own filters offer six statuses; the board's pending column asks for the seventh too.
  return { ...filter, status: [status] };
}

/** A move the server has not yet answered: the card shows in its new column meanwhile. */
export interface PendingMove {
  row: ApplicationRow;
  to: ApplicationStatus;
}

const byScore = (a: ApplicationRow, b: ApplicationRow) => (b.ai_score ?? -1) - (a.ai_score ?? -1);

/**
 * The cards of a column: the rows it read, less those moving away, plus those moving in, in score
 * order (the highest first; unscored last).
 */
export function columnCards(
  status: ApplicationStatus,
  rows: readonly ApplicationRow[],
  moves: ReadonlyMap<string, PendingMove>,
): ApplicationRow[] {
  const staying = rows.filter((row) => {
    const move = moves.get(row.id);
    return move === undefined || move.to === status;
  });
  const arriving = [...moves.values()]
    .filter((move) => move.to === status && !staying.some((row) => row.id === move.row.id))
    .map((move) => ({ ...move.row, status }));
  return [...staying, ...arriving].sort(byScore);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the application came in. */
export function daysWaiting(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS));
}
