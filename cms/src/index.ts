import type { Core } from '@strapi/strapi';
import { readEnv } from './config/env';
import { ensureIndexes } from './database/indexes';
import { restrictPanelRoles } from './panel/editor-permissions';
import { seedOnStart } from './seed';
import { printBannerWhenListening } from './startup-banner';

export default {
  register(_: { strapi: Core.Strapi }) {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = readEnv();
    await ensureIndexes(strapi);
    await restrictPanelRoles(strapi);
    await seedOnStart(strapi, env);
    printBannerWhenListening(strapi, env);
  },
};
