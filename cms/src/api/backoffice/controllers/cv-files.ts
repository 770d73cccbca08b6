import { type AuditAction, messages, parseCvArchiveRequest } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cvArchive } from '../../../domain/applications/cv-files/cv-archive';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { CvSelectionRefused, planCvArchive, selectCvOwners } from '../../../domain/applications/cv-files/cv-selection';
import { type CvOwner, findCvOwner, openCv } from '../../../domain/applications/cv-files/cv-source';
import { cvTextView } from '../../../domain/applications/cv-files/cv-text-view';
import { recordAudit } from '../../../domain/auth/audit';
import { sessionOf } from '../../../domain/auth/guard';
import { sendError, sendNotFound } from '../../../http/errors';
import { readEnv } from '../../../platform/config/env';
import { localFileStore } from '../../../platform/storage/private-files';

/** A CV is a file a candidate sent: never sniffed into something else, never framed by another site. */
function fileHeaders(ctx: Context, type: string, disposition: string): void {
  ctx.type = type;
  ctx.set('Content-Disposition', disposition);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
}

/** A CV's download, its view in the detail dialog and the ZIP of many (back-office spec sections 2, 7, 8). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => localFileStore(readEnv().privateFilesDir);
  const audit = (ctx: Context, action: AuditAction, owner: CvOwner, via: string) => {
    const { admin } = sessionOf(ctx);
    return recordAudit(strapi, {
      action,
      actorId: admin.documentId,
      actorEmail: admin.email,
      entityType: 'application',
      entityId: owner.documentId,
      ip: ctx.request.ip,
      details: { via },
    });
  };
  const ownerOf = async (ctx: Context) => {
    const id = String(ctx.params.id);
    return /^[a-z0-9]{10,40}$/.test(id) ? findCvOwner(strapi, id) : null;
  };

  return {
    async download(ctx: Context) {
      const owner = await ownerOf(ctx);
      if (!owner) return sendNotFound(ctx);
      const cv = await openCv(strapi, store(), owner);
      if (!cv) return sendNotFound(ctx, messages.cvFiles.noCvFile);
      await audit(ctx, 'application.cv_downloaded', owner, 'download');
      fileHeaders(ctx, cv.contentType, contentDisposition('attachment', cv.fileName));
      ctx.length = cv.size;
      ctx.body = cv.stream;
    },

    async view(ctx: Context) {
      const owner = await ownerOf(ctx);
      if (!owner) return sendNotFound(ctx);
      const cv = await openCv(strapi, store(), owner);
      if (!cv) return sendNotFound(ctx, messages.cvFiles.noCvFile);
      await audit(ctx, 'application.cv_viewed', owner, 'viewer');
      if (cv.isPdf) {
        fileHeaders(ctx, cv.contentType, contentDisposition('inline', cv.fileName));
        // Only the back office's own pages may frame it; the document itself may load nothing else.
        ctx.set('Content-Security-Policy', "default-src 'none'; object-src 'self'; frame-ancestors 'self'");
        ctx.length = cv.size;
        ctx.body = cv.stream;
        return;
      }
      // Word documents are shown as their text, read apart from this thread: never as markup.
      const view = await cvTextView(cv);
      if (!view.ok) return sendError(ctx, 422, 'UnprocessableEntityError', messages.cvFiles.notReadable);
      ctx.body = { kind: 'text', text: view.text };
    },

    async archivePlan(ctx: Context) {
      const input = parseCvArchiveRequest(ctx.request.body);
      if (!input.ok) return sendError(ctx, 400, 'ValidationError', input.message);
      ctx.body = await planCvArchive(strapi, input.request);
    },

    async archive(ctx: Context) {
      const input = parseCvArchiveRequest(ctx.request.body);
      if (!input.ok) return sendError(ctx, 400, 'ValidationError', input.message);
      let selection: Awaited<ReturnType<typeof selectCvOwners>>;
      try {
        selection = await selectCvOwners(strapi, input.request);
      } catch (error) {
        if (error instanceof CvSelectionRefused) return sendError(ctx, 400, 'ValidationError', error.message);
        throw error;
      }
      const archive = await cvArchive(strapi, store(), selection.owners, (owner) =>
        audit(ctx, 'application.cv_downloaded', owner, 'zip'),
      );
      if (!archive.zip) return sendError(ctx, 404, 'NotFoundError', messages.applications.downloadFailedAll);
      // The dialog's 'Download Complete' counts, known before the first byte.
      ctx.set('X-CV-Count', String(archive.included));
      ctx.set('X-CV-Failed', String(archive.missing));
      ctx.set('X-CV-Without-CV', String(selection.withoutCv));
      fileHeaders(ctx, 'application/zip', contentDisposition('attachment', `CVs_${archive.included}.zip`));
      ctx.body = archive.zip;
    },
  };
};
