import type { InterviewStatus } from './applications';

/** The agenda's periods from today, in days (the page's "Show" choices); the first is the default. */
export const AGENDA_PERIODS = [14, 7, 30, 60] as const;
export const AGENDA_DEFAULT_DAYS = AGENDA_PERIODS[0];
/** The longest period one request may ask for, and the most interviews one answer lists. */
export const AGENDA_MAX_DAYS = 92;
export const AGENDA_MAX_INTERVIEWS = 500;
/** A calendar feed lists an interviewer's interviews from this many days ago onward. */
export const CALENDAR_FEED_PAST_DAYS = 30;

export interface InterviewPerson {
  name: string;
  email: string;
}

/** One interview as the agenda lists it; times are Bahrain wall-clock, instants UTC. */
export interface InterviewAgendaEntry {
  id: string;
  application_id: string | null;
  candidate_name: string | null;
  posting_title: string | null;
  /** The Bahrain calendar day (YYYY-MM-DD) and time (HH:MM) the interview starts. */
  scheduled_date: string;
  scheduled_time: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  location: string;
  meeting_link: string | null;
  /** The primary interviewer first, then the additional ones. */
  interviewers: InterviewPerson[];
  status: InterviewStatus;
  /** Scorecards not in after the interview ended. */
  scorecards_missing: number;
}

export interface InterviewAgenda {
  data: InterviewAgendaEntry[];
  meta: { from: string; to: string; truncated: boolean };
}

/** An interviewer's live calendar feed; its secret address is shown once, when it is made. */
export interface InterviewerFeed {
  interviewer_email: string;
  created_at: string;
  created_by: string | null;
}

export interface CreatedInterviewerFeed extends InterviewerFeed {
  url: string;
}

/** The interviewers who have a feed (GET /backoffice/interviews/feeds). */
export interface InterviewerFeeds {
  data: InterviewerFeed[];
}

/** A new feed: its address, shown once, and the product's message saying so. */
export interface InterviewerFeedCreated {
  data: CreatedInterviewerFeed;
  message: string;
}
