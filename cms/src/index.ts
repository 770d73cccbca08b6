import type { Core } from '@strapi/strapi';
import { readEnv } from './config/env';
import { ensureIndexes } from './database/indexes';
import { seedOnStart } from './seed';
import { printBannerWhenListening } from './startup-banner';

export default {
  register(_: { strapi: Core.Strapi }) {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = readEnv();
    await ensureIndexes(strapi);
    await seedOnStart(strapi, env);
    printBannerWhenListening(strapi, env);
  },
};
