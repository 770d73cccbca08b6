import { documentId, interviewScoreFormSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type ChangeOutcome, changeOne } from './change';

export interface InterviewScoreInput {
  id: string;
  /** The Score Interview form as sent: a whole number 0 to 10 and feedback. */
  form: unknown;
  by: ChangeActor;
  now?: Date;
}

/** Score Interview / Update Score: saves the score and feedback and sets interviewed. */
export async function scoreInterview(strapi: Core.Strapi, input: InterviewScoreInput): Promise<ChangeOutcome> {
  const id = parse(documentId, input.id);
  const form = parse(interviewScoreFormSchema, input.form);
  return changeOne({ strapi, by: input.by, now: input.now ?? currentDate() }, id, () => ({
    status: 'interviewed',
    columns: { interview_score: form.interview_score, interview_feedback: form.interview_feedback },
    audit: { action: 'application.interview_scored', details: { interview_score: form.interview_score } },
  }));
}
