import { MAX_UPLOAD_BYTES } from '@careers/shared';

export default [
  'global::health',
  'strapi::logger',
  'global::compression',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'global::frontends',
  'global::dev-mailbox',
  'global::apply-upload-limit',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        // A little above the 10MB rule, so a file just over it reaches the intake and gets the spec's message.
        maxFileSize: MAX_UPLOAD_BYTES + 64 * 1024,
        maxTotalFileSize: 2 * MAX_UPLOAD_BYTES + 128 * 1024,
      },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'global::upload-headers',
  'strapi::public',
];
