import {
  type BulkRejectAnswer,
  bulkSelectionSchema,
  type CandidateHiredAnswer,
  type InterviewScheduledAnswer,
  type InterviewScoreAnswer,
  interviewScoreRequestSchema,
  type LegalHoldAnswer,
  legalHoldRequestSchema,
  messages,
  type RejectionScheduledAnswer,
  rejectionScheduleFormSchema,
  type ShortlistAnswer,
  type StatusChangeAnswer,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  rejectEach,
  rejectionTimeFromForm,
  scheduleInterview,
  scheduleRejectionEmails,
  scoreInterview,
  setLegalHold,
  shortlistApplications,
} from '../../../domain/applications/changes';
import { changeStatusFromScreen } from '../../../domain/applications/status-from-screen';
import { hireApplicant } from '../../../domain/hiring';
import { listedApplication } from '../../../http/backoffice/listed-application';
import { changeActorOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';

/**
 * The application actions of the list and the detail dialog. Every write goes through the changes
 * module (row, status event, audit line and e-mails in one transaction); refusals are Strapi's
 * errors with the product's messages, and each answer is the application as the list shows it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const record = (id: string) => listedApplication(strapi, id);
  return {
    async status(ctx: Context) {
      const id = String(ctx.params.id);
      const outcome = await changeStatusFromScreen(strapi, {
        id,
        request: ctx.request.body ?? {},
        by: changeActorOf(ctx),
        now: currentDate(),
      });
      const message =
        outcome.hiringEmail === 'queued'
          ? messages.applications.statusHiredEmailSent
          : outcome.hiringEmail === 'failed'
            ? messages.applications.statusHiredEmailFailed
            : messages.applicationActions.statusUpdated;
      ctx.body = {
        data: await record(id),
        ...(outcome.hiringEmail ? { hiring_email: outcome.hiringEmail } : {}),
        message,
      } satisfies StatusChangeAnswer;
    },

    async shortlist(ctx: Context) {
      const { ids } = parse(bulkSelectionSchema, ctx.request.body ?? {});
      const outcomes = await shortlistApplications(strapi, { ids, by: changeActorOf(ctx), now: currentDate() });
      const changed = outcomes.filter((outcome) => outcome.changed).length;
      ctx.body = {
        results: outcomes.map((outcome) => ({ id: outcome.id, ok: true, changed: outcome.changed })),
        message: messages.applicationActions.shortlisted(changed),
      } satisfies ShortlistAnswer;
    },

    async interviewScore(ctx: Context) {
      const id = String(ctx.params.id);
      const { score, feedback } = parse(interviewScoreRequestSchema, ctx.request.body ?? {});
      await scoreInterview(strapi, {
        id,
        form: { interview_score: score, interview_feedback: feedback },
        by: changeActorOf(ctx),
        now: currentDate(),
      });
      ctx.body = {
        data: await record(id),
        message: messages.applicationActions.interviewScoreSaved,
      } satisfies InterviewScoreAnswer;
    },

    async legalHold(ctx: Context) {
      const id = String(ctx.params.id);
      const request = parse(legalHoldRequestSchema, ctx.request.body ?? {});
      await setLegalHold(strapi, { id, request, by: changeActorOf(ctx), now: currentDate() });
      ctx.body = {
        data: await record(id),
        message: request.hold ? messages.privacy.legalHoldPlaced : messages.privacy.legalHoldReleased,
      } satisfies LegalHoldAnswer;
    },

    async interview(ctx: Context) {
      const id = String(ctx.params.id);
      const by = changeActorOf(ctx);
      const outcome = await scheduleInterview(strapi, { id, form: ctx.request.body ?? {}, by, now: currentDate() });
      ctx.body = {
        data: await record(id),
        interview_id: outcome.interviewId,
        email_sent: outcome.invitation.queued,
        message: outcome.invitation.queued
          ? messages.interviews.scheduledAndInviteSent
          : messages.interviews.scheduledButEmailFailed(outcome.invitation.reason),
      } satisfies InterviewScheduledAnswer;
    },

    async hire(ctx: Context) {
      const id = String(ctx.params.id);
      const form: unknown = ctx.request.body ?? {};
      const outcome = await hireApplicant(strapi, { id, form, by: changeActorOf(ctx), now: currentDate() });
      const emailSent = outcome.hiringEmail === 'queued';
      ctx.body = {
        data: await record(id),
        hire_id: outcome.hireId,
        hired_employee_id: outcome.employeeId,
        email_sent: emailSent,
        // The hire stands when only its e-mail cannot go (template off): the answer says so.
        message: emailSent ? messages.hiring.hireSucceeded : messages.applications.statusHiredEmailFailed,
      } satisfies CandidateHiredAnswer;
    },

    async rejection(ctx: Context) {
      const id = String(ctx.params.id);
      const form = parse(rejectionScheduleFormSchema, ctx.request.body ?? {});
      const [outcome] = await scheduleRejectionEmails(strapi, {
        ids: [id],
        sendAt: rejectionTimeFromForm(form),
        by: changeActorOf(ctx),
        now: currentDate(),
      });
      const emailProblem = outcome?.emailProblem ?? null;
      ctx.body = {
        data: await record(id),
        email_sent: emailProblem === null,
        // The rejection stands when only its e-mail cannot go (template off): the answer says why.
        message:
          emailProblem === null
            ? messages.applicationActions.rejectionScheduled
            : messages.applications.statusUpdatedEmailFailed(emailProblem),
      } satisfies RejectionScheduledAnswer;
    },

    async bulkReject(ctx: Context) {
      const { ids } = parse(bulkSelectionSchema, ctx.request.body ?? {});
      ctx.body = {
        results: await rejectEach(strapi, { ids, by: changeActorOf(ctx), now: currentDate() }),
      } satisfies BulkRejectAnswer;
    },
  };
};
