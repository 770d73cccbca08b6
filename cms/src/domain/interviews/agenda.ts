import { AGENDA_MAX_INTERVIEWS, type InterviewAgenda, interviewAgendaQuerySchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse } from '../../platform/refusal';
import { findInterviews } from './interview-rows';

/**
 * The interview agenda (issue 16 item 2): the interviews of Bahrain days `from` to `to`, in the order
 * they take place, at most AGENDA_MAX_INTERVIEWS of them (`truncated` says when there were more).
 */
export async function interviewAgenda(strapi: Core.Strapi, query: unknown): Promise<InterviewAgenda> {
  const { from, to } = parse(interviewAgendaQuerySchema, query);
  const rows = await findInterviews(strapi, { scheduled_date: { $gte: from, $lte: to } }, AGENDA_MAX_INTERVIEWS + 1);
  const data = rows
    .slice(0, AGENDA_MAX_INTERVIEWS)
    .map(({ notes: _notes, calendar_sequence: _sequence, ...entry }) => entry);
  return { data, meta: { from, to, truncated: rows.length > AGENDA_MAX_INTERVIEWS } };
}
