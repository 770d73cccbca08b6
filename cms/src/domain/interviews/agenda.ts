import { AGENDA_MAX_INTERVIEWS, type InterviewAgenda, interviewAgendaQuerySchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { parse } from '../../platform/refusal';
import { missingScorecardsOf } from '../scorecards/scorecard-summaries';
import { findInterviews } from './interview-rows';

/**
 * The interview agenda: the interviews of Bahrain days `from` to `to`, in the order
 * they take place, at most AGENDA_MAX_INTERVIEWS of them (`truncated` says when there were more), each
 * with how many of its scorecards are missing after it.
 */
export async function interviewAgenda(strapi: Core.Strapi, query: unknown): Promise<InterviewAgenda> {
  const { from, to } = parse(interviewAgendaQuerySchema, query);
  const rows = await findInterviews(strapi, { scheduled_date: { $gte: from, $lte: to } }, AGENDA_MAX_INTERVIEWS + 1);
  const shown = rows.slice(0, AGENDA_MAX_INTERVIEWS);
  // Scorecards not in after the interview: one statement for the whole period.
  const missing = await missingScorecardsOf(
    strapi,
    shown.map((row) => row.id),
    currentDate(),
  );
  const data = shown.map(({ notes: _notes, calendar_sequence: _sequence, ...entry }) => ({
    ...entry,
    scorecards_missing: missing.get(entry.id) ?? 0,
  }));
  return { data, meta: { from, to, truncated: rows.length > AGENDA_MAX_INTERVIEWS } };
}
