// An application's scorecards as GET /backoffice/applications/:id/scorecards answers them, for the
// Scorecards tab's tests: an interview held (two in, one awaited) and a later one not held yet.
import type { ApplicationScorecards, InterviewerScorecard } from '@careers/shared';

const submitted = (changes: Partial<InterviewerScorecard>): InterviewerScorecard => ({
  id: 'scorecardsara0001',
  interviewer_name: 'Sara Ali',
  interviewer_email: 'sara@gulfhorizon.test',
  submitted_at: '2026-11-24T09:15:00.000Z',
  awaiting: false,
  reminder_sent_at: null,
  private_note: '',
  ratings: [],
  takeaways: '',
  recommendation: null,
  ...changes,
});

export const heldInterview: ApplicationScorecards['interviews'][number] = {
  id: 'interviewheld0001',
  // 06:00 UTC is 09:00 in Bahrain.
  starts_at: '2026-11-23T06:00:00.000Z',
  ends_at: '2026-11-23T07:00:00.000Z',
  interview_status: 'completed',
  scheduled_date: '2026-11-23',
  scheduled_time: '09:00',
  duration_minutes: 60,
  location: 'Gulf Horizon HQ, Manama',
  meeting_link: null,
  focus_attributes: [
    { name: 'IFRS reporting', good_looks_like: 'Prepares statements under IFRS.' },
    { name: 'Attention to detail', good_looks_like: 'Reconciles to the last fils.' },
  ],
  scorecards: [
    submitted({
      ratings: ['strong_yes', 'mixed'],
      takeaways: 'Explained IFRS 16 leases with real cases.',
      private_note: 'Salary expectation above band.',
      recommendation: 'strong_yes',
    }),
    submitted({
      id: 'scorecardomar0002',
      interviewer_name: 'Omar Khalid',
      interviewer_email: 'omar@gulfhorizon.test',
      submitted_at: '2026-11-23T12:00:00.000Z',
      ratings: [null, 'definitely_not'],
      takeaways: 'Vague on consolidation.',
      recommendation: 'no',
    }),
    submitted({
      id: 'scorecardnoor0003',
      interviewer_name: 'Noor Hasan',
      interviewer_email: 'noor@gulfhorizon.test',
      submitted_at: null,
      awaiting: true,
      ratings: [null, null],
    }),
  ],
};

export const laterInterview: ApplicationScorecards['interviews'][number] = {
  id: 'interviewnext0002',
  starts_at: '2026-12-02T06:00:00.000Z',
  ends_at: '2026-12-02T07:00:00.000Z',
  interview_status: 'scheduled',
  scheduled_date: '2026-12-02',
  scheduled_time: '09:00',
  duration_minutes: 60,
  location: 'Gulf Horizon HQ, Manama',
  meeting_link: null,
  focus_attributes: heldInterview.focus_attributes,
  scorecards: [
    submitted({
      id: 'scorecardhuda0004',
      interviewer_name: 'Huda Saleh',
      interviewer_email: 'huda@gulfhorizon.test',
      submitted_at: null,
      ratings: [null, null],
    }),
  ],
};

const counts = { strong_yes: 1, yes: 0, no: 1, definitely_not: 0, no_decision: 0 };

/** Oldest first, as no order is promised: the tab puts the newest first. */
export const applicationScorecards: ApplicationScorecards = {
  interviews: [heldInterview, laterInterview],
  summary: { submitted: 2, expected: 4, awaiting: 1, counts },
  suggested_score: 7,
};
