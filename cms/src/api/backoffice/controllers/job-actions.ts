import type { PostingAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jobChangeContext } from '../../../domain/backoffice/resources/job-context';
import { jobPostingsResource } from '../../../domain/backoffice/resources/job-postings';
import { jobTemplatesResource } from '../../../domain/backoffice/resources/job-templates';
import { changePostingState, jobsTabCounts, setTemplateArchived } from '../../../domain/jobs';
import { findRow } from '../../../http/backoffice/resource-handlers';
import { writeContextOf } from '../../../http/recruiter-session';
import { Refusal } from '../../../platform/refusal';

/** The Jobs page's actions beside the simple-rest resources: the posting state machine and its counts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const onPosting = (action: PostingAction) => async (ctx: Context) => {
    const context = jobChangeContext(writeContextOf(strapi, ctx));
    await changePostingState(context, String(ctx.params.id), action);
    const posting = await findRow(strapi, jobPostingsResource, String(ctx.params.id));
    ctx.body = posting ? jobPostingsResource.serialize(posting) : null;
  };
  return {
    close: onPosting('close'),
    markInactive: onPosting('mark-inactive'),
    reopen: onPosting('reopen'),
    setInactive: onPosting('set-inactive'),
    async archiveTemplate(ctx: Context) {
      const context = jobChangeContext(writeContextOf(strapi, ctx));
      const template = await findRow(strapi, jobTemplatesResource, String(ctx.params.id));
      if (!template) throw new Refusal(404, 'Not Found');
      await setTemplateArchived(context, template, ctx.request.body);
      const updated = await findRow(strapi, jobTemplatesResource, template.documentId);
      ctx.body = jobTemplatesResource.serialize(updated ?? template);
    },
    async tabCounts(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await jobsTabCounts(strapi);
    },
  };
};
