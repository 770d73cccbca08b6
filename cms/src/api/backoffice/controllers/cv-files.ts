import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { archiveCvsAudited } from '../../../domain/applications/cv-files/audited-cv-archive';
import { type CvRead, openCvAudited } from '../../../domain/applications/cv-files/audited-cv-reads';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { parseCvArchiveRequest, planCvArchive } from '../../../domain/applications/cv-files/cv-selection';
import type { OpenedCv } from '../../../domain/applications/cv-files/cv-source';
import { cvTextView } from '../../../domain/applications/cv-files/cv-text-view';
import { changeActorOf } from '../../../http/recruiter-session';
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

/** A CV's download, its view in the detail dialog and the ZIP of many (docs/requirements.md#cvs-and-the-ai-matching-score). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => localFileStore(readEnv().privateFilesDir);
  /** The route's CV, opened with its audit line naming who read it and how. */
  const openFor = (ctx: Context, read: Omit<CvRead, 'by'>) =>
    openCvAudited(strapi, store(), String(ctx.params.id), { ...read, by: changeActorOf(ctx) });

  return {
    async download(ctx: Context) {
      const cv = await openFor(ctx, { action: 'application.cv_downloaded', via: 'download' });
      sendCv(ctx, cv, 'attachment');
    },

    async view(ctx: Context) {
      const cv = await openFor(ctx, { action: 'application.cv_viewed', via: 'viewer' });
      if (cv.isPdf) {
        // Only the back office's own pages may frame it, and the document may load nothing. Chromium's
        // PDF viewer still shows it in a frame under this policy (checked with Debian's Chromium).
        ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
        return sendCv(ctx, cv, 'inline');
      }
      // Word documents are shown as their text, read apart from this thread: never as markup.
      ctx.body = await cvTextView(cv);
    },

    async archivePlan(ctx: Context) {
      ctx.body = await planCvArchive(strapi, parseCvArchiveRequest(ctx.request.body));
    },

    async archive(ctx: Context) {
      const archive = await archiveCvsAudited(strapi, store(), ctx.request.body, changeActorOf(ctx));
      // The dialog's 'Download Complete' counts, known before the first byte.
      ctx.set('X-CV-Count', String(archive.included));
      ctx.set('X-CV-Failed', String(archive.missing));
      ctx.set('X-CV-Without-CV', String(archive.withoutCv));
      fileHeaders(ctx, 'application/zip', contentDisposition('attachment', `CVs_${archive.included}.zip`));
      ctx.body = archive.zip;
    },
  };
};
