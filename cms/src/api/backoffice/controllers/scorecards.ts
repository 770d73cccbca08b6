import {
  type ApplicationScorecards,
  type InterviewCancelledAnswer,
  type InterviewRescheduledAnswer,
  type MessageAnswer,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cancelInterview, rescheduleInterview } from '../../../domain/applications/changes';
import { applicationScorecards } from '../../../domain/scorecards/application-scorecards';
import { sendScorecardReminder } from '../../../domain/scorecards/scorecard-reminders';
import { listedApplication } from '../../../http/backoffice/listed-application';
import { changeActorOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';

/** Structured interviews in the back office: who said what, reminders, reschedule and cancel. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const record = (id: string) => listedApplication(strapi, id);
  return {
    async list(ctx: Context) {
      ctx.body = (await applicationScorecards(
        strapi,
        String(ctx.params.id),
        currentDate(),
      )) satisfies ApplicationScorecards;
    },

    async remind(ctx: Context) {
      const by = changeActorOf(ctx);
      ctx.body = (await sendScorecardReminder(strapi, { id: String(ctx.params.id), by })) satisfies MessageAnswer;
    },

    async reschedule(ctx: Context) {
      const id = String(ctx.params.id);
      const by = changeActorOf(ctx);
      const outcome = await rescheduleInterview(strapi, { id, form: ctx.request.body ?? {}, by, now: currentDate() });
      ctx.body = {
        data: await record(id),
        email_sent: outcome.invitation.queued,
        message: outcome.invitation.queued
          ? messages.scorecards.rescheduled
          : messages.interviews.scheduledButEmailFailed(outcome.invitation.reason),
      } satisfies InterviewRescheduledAnswer;
    },

    async cancel(ctx: Context) {
      const id = String(ctx.params.id);
      await cancelInterview(strapi, { id, by: changeActorOf(ctx), now: currentDate() });
      ctx.body = { data: await record(id), message: messages.scorecards.cancelled } satisfies InterviewCancelledAnswer;
    },
  };
};
