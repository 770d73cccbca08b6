import { type AuditAction, messages, parseCvArchiveRequest } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cvArchive } from '../../../domain/applications/cv-files/cv-archive';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { CvSelectionRefused, planCvArchive, selectCvOwners } from '../../../domain/applications/cv-files/cv-selection';
import { type CvOwner, findCvOwner, type OpenedCv, openCv } from '../../../domain/applications/cv-files/cv-source';
import { cvTextView } from '../../../domain/applications/cv-files/cv-text-view';
import { recordAudit } from '../../../domain/auth/audit';
import { auditActor } from '../../../domain/auth/guard';
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

function sendCv(ctx: Context, cv: OpenedCv, disposition: 'attachment' | 'inline'): void {
  fileHeaders(ctx, cv.contentType, contentDisposition(disposition, cv.fileName));
  ctx.length = cv.size;
  ctx.body = cv.stream;
}

/** A CV's download, its view in the detail dialog and the ZIP of many (back-office spec sections 2, 7, 8). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => localFileStore(readEnv().privateFilesDir);
  const audit = (ctx: Context, action: AuditAction, owner: CvOwner, via: string) =>
    recordAudit(strapi, {
      action,
      ...auditActor(ctx),
      entityType: 'application',
      entityId: owner.documentId,
      details: { via },
    });
  /** The application's CV, opened and its reading audited; null once a 404 is sent. */
  const auditedCv = async (ctx: Context, action: AuditAction, via: string): Promise<OpenedCv | null> => {
    const id = String(ctx.params.id);
    const owner = /^[a-z0-9]{10,40}$/.test(id) ? await findCvOwner(strapi, id) : null;
    if (!owner) {
      sendNotFound(ctx);
      return null;
    }
    const cv = await openCv(strapi, store(), owner);
    if (!cv) {
      sendNotFound(ctx, messages.cvFiles.noCvFile);
      return null;
    }
    try {
      await audit(ctx, action, owner, via);
    } catch (error) {
      // No CV is read without its audit line; the opened file is closed, not leaked.
      cv.stream.destroy();
      throw error;
    }
    return cv;
  };

  return {
    async download(ctx: Context) {
      const cv = await auditedCv(ctx, 'application.cv_downloaded', 'download');
      if (cv) sendCv(ctx, cv, 'attachment');
    },

    async view(ctx: Context) {
      const cv = await auditedCv(ctx, 'application.cv_viewed', 'viewer');
      if (!cv) return;
      if (cv.isPdf) {
        // Only the back office's own pages may frame it, and the document may load nothing. Chromium's
        // PDF viewer still shows it in a frame under this policy (checked with Debian's Chromium).
        ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
        return sendCv(ctx, cv, 'inline');
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
