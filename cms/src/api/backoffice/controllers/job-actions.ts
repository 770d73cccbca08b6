import type { PostingAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sessionOf } from '../../../domain/auth/guard';
import { findRow, sendResourceError } from '../../../domain/backoffice/handler';
import { jobChangeContext, storedJob } from '../../../domain/backoffice/resources/job-context';
import { jobPostingsResource } from '../../../domain/backoffice/resources/job-postings';
import { jobTemplatesResource } from '../../../domain/backoffice/resources/job-templates';
import { changePostingState, jobsTabCounts, setTemplateArchived } from '../../../domain/jobs';
import { sendNotFound } from '../../../http/errors';

/** The Jobs page's actions beside the simple-rest resources: the posting state machine and its counts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const onPosting = (action: PostingAction) => async (ctx: Context) => {
    const context = jobChangeContext({ strapi, session: sessionOf(ctx), ip: ctx.request.ip });
    try {
      await changePostingState(context, String(ctx.params.id), action);
    } catch (error) {
      return sendResourceError(ctx, error);
    }
    const posting = await findRow(strapi, jobPostingsResource, String(ctx.params.id));
    ctx.body = posting ? jobPostingsResource.serialize(posting) : null;
  };
  return {
    close: onPosting('close'),
    markInactive: onPosting('mark-inactive'),
    reopen: onPosting('reopen'),
    setInactive: onPosting('set-inactive'),
    async archiveTemplate(ctx: Context) {
      const context = jobChangeContext({ strapi, session: sessionOf(ctx), ip: ctx.request.ip });
      const template = await findRow(strapi, jobTemplatesResource, String(ctx.params.id));
      if (!template) return sendNotFound(ctx);
      try {
        await setTemplateArchived(context, storedJob(template), ctx.request.body);
      } catch (error) {
        return sendResourceError(ctx, error);
      }
      const updated = await findRow(strapi, jobTemplatesResource, template.documentId);
      ctx.body = jobTemplatesResource.serialize(updated ?? template);
    },
    async tabCounts(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await jobsTabCounts(strapi);
    },
  };
};
