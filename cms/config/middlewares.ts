import { MAX_UPLOAD_BYTES } from '@careers/shared';
import { serverEnv } from '../src/platform/config/server-env';
import { createOwnerOnlyUploadFile } from '../src/platform/storage/upload-temp';

/** The most files one request may carry: a /cms media library batch (a form takes at most three). */
const MAX_FILES_PER_REQUEST = 20;

export default [
  // Before anything reads the client address: X-Forwarded-* only from our own proxies.
  'global::trusted-proxy',
  'global::health',
  // strapi::logger's line, without the secrets of onboarding links.
  'global::request-log',
  // Counts requests by route pattern and answers /metrics (with its bearer token).
  'global::metrics',
  'global::compression',
  'strapi::errors',
  // Our refusals (platform/refusal.ts), thrown anywhere below, answered in Strapi's error shape.
  'global::refusals',
  // A worker-only instance answers nothing but the probes and metrics above.
  'global::instance-role',
  'strapi::security',
  // The /cms panel's own, stricter policy: no inline script, framed by nobody.
  'global::panel-security',
  // An allow-list: a page of any other origin gets no CORS headers, so it can't read our answers.
  // Content-Range carries a list's total: a back office served from an allowed origin must read it.
  { name: 'strapi::cors', config: { origin: serverEnv().trustedOrigins, expose: ['Content-Range'] } },
  // No strapi::poweredBy: no X-Powered-By header telling what the server runs.
  // API requests while PostgreSQL does not answer: 503 at once instead of waiting on the pool.
  'global::database-gate',
  'global::frontends',
  'global::dev-mailbox',
  'global::apply-upload-limit',
  'global::multipart-gate',
  'global::recruiter-api',
  'strapi::query',
  // A body that is not JSON: 400, and logged without the body.
  'global::malformed-json',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        // A little above the 10MB rule, so a file just over it reaches the intake and gets the product's message.
        maxFileSize: MAX_UPLOAD_BYTES + 64 * 1024,
        // The onboarding form's three documents; each route limits its own request (apply-upload-limit).
        maxTotalFileSize: 3 * MAX_UPLOAD_BYTES + 192 * 1024,
        // Files per request: the apply form takes 2 and onboarding 3, but the /cms media library uploads
        // a batch in one request. Strapi's formidable (2.1) has no maxFiles: a file part past the cap is
        // skipped, never written. `this` is the one request's own copy of these options (formidable
        // spreads them per form), so the count is per request.
        filter(this: { filesTaken?: number }) {
          this.filesTaken = (this.filesTaken ?? 0) + 1;
          return this.filesTaken <= MAX_FILES_PER_REQUEST;
        },
        // Owner-only, and not the shared /tmp: candidates' CVs pass through it; each file 0600 too.
        uploadDir: serverEnv().uploadTempDir,
        onFileBegin: createOwnerOnlyUploadFile,
      },
    },
  },
  'global::upload-cleanup',
  'strapi::session',
  'strapi::favicon',
  'global::upload-headers',
  'strapi::public',
];
