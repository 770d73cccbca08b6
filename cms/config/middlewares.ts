import { MAX_UPLOAD_BYTES } from '@careers/shared';
import { readEnv } from '../src/platform/config/env';

export default [
  'global::health',
  // strapi::logger's line, without the secrets of onboarding links.
  'global::request-log',
  'global::compression',
  'strapi::errors',
  'strapi::security',
  // An allow-list: a page of any other origin gets no CORS headers, so it can't read our answers.
  // Content-Range carries a list's total: a back office served from an allowed origin must read it.
  { name: 'strapi::cors', config: { origin: readEnv().trustedOrigins, expose: ['Content-Range'] } },
  // No strapi::poweredBy: no X-Powered-By header telling what the server runs.
  'global::frontends',
  'global::dev-mailbox',
  'global::apply-upload-limit',
  'global::multipart-gate',
  'global::recruiter-api',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        // A little above the 10MB rule, so a file just over it reaches the intake and gets the spec's message.
        maxFileSize: MAX_UPLOAD_BYTES + 64 * 1024,
        // The onboarding form's three documents; each route limits its own request (apply-upload-limit).
        maxTotalFileSize: 3 * MAX_UPLOAD_BYTES + 192 * 1024,
        // Owner-only, and not the shared /tmp: candidates' CVs pass through it.
        uploadDir: readEnv().uploadTempDir,
      },
    },
  },
  'global::upload-cleanup',
  'strapi::session',
  'strapi::favicon',
  'global::upload-headers',
  'strapi::public',
];
