import { z } from 'zod';
import { AGENDA_DEFAULT_DAYS, AGENDA_MAX_DAYS } from '../constants/interview-agenda';
import { addDays, companyToday, daysBetween } from '../domain/dates';
import { interviewAgendaMessages } from '../messages';
import { emailAddress, isoDate } from './common';

const text = interviewAgendaMessages;

/**
 * GET /backoffice/interviews: Bahrain days `from` to `to`, both included. `from` defaults to today
 * in Bahrain, `to` to the default period after it; a period is at most AGENDA_MAX_DAYS days.
 */
export const interviewAgendaQuerySchema = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .transform(({ from, to }) => {
    const start = from ?? companyToday();
    return { from: start, to: to ?? addDays(start, AGENDA_DEFAULT_DAYS - 1) };
  })
  .refine(({ from, to }) => to >= from, { error: text.rangeReversed })
  .refine(({ from, to }) => daysBetween(from, to) < AGENDA_MAX_DAYS, { error: text.rangeTooLong(AGENDA_MAX_DAYS) });

/** Create (or replace) and revoke an interviewer's calendar feed: the interviewer's e-mail. */
export const interviewerFeedRequestSchema = z.strictObject({ interviewer_email: emailAddress });
