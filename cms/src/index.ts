import type { Core } from '@strapi/strapi';
import { USED_FORM_TOKEN_SCHEDULE } from './applications/intake/used-form-tokens';
import { cancelRejectionsWhenStatusChanges, guardRejectionEmails } from './applications/rejection-emails';
import { APPLICATION_SCHEDULES } from './applications/schedules';
import { registerPasswordResetJob } from './auth/password-reset';
import { readEnv } from './config/env';
import { ensureIndexes } from './database/indexes';
import { registerSchedule, startEngine, stopEngine } from './engine';
import {
  assertNoRelationsToHiddenTypes,
  registerPanelConditions,
  restrictPanelRoles,
} from './panel/editor-permissions';
import { stopCvReader } from './scoring/cv-reader';
import { registerScoringJob } from './scoring/score-application-job';
import { RATE_LIMIT_SCHEDULE } from './security/rate-limit';
import { guardSecurityEmailTemplates } from './security/security-email-guard';
import { seedOnStart } from './seed';
import { buildFirstRelease, rebuildSiteOnPublish } from './site-build/publish-triggers';
import { registerSiteBuildJob } from './site-build/site-build-job';
import { printBannerWhenListening } from './startup-banner';
import { localFileStore } from './storage/private-files';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertNoRelationsToHiddenTypes(strapi);
    guardRejectionEmails();
    for (const schedule of [...APPLICATION_SCHEDULES, RATE_LIMIT_SCHEDULE, USED_FORM_TOKEN_SCHEDULE])
      registerSchedule(schedule);
    const env = readEnv();
    registerSiteBuildJob(env);
    registerPasswordResetJob();
    registerScoringJob(env, localFileStore(env.privateFilesDir));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = readEnv();
    // Only the addresses our own proxies added count: a client cannot pick its rate-limit key.
    strapi.server.app.maxIpsCount = env.trustedProxies;
    await ensureIndexes(strapi);
    guardSecurityEmailTemplates(strapi);
    await registerPanelConditions(strapi);
    await restrictPanelRoles(strapi);
    await seedOnStart(strapi, env);
    cancelRejectionsWhenStatusChanges(strapi);
    rebuildSiteOnPublish(strapi, env);
    await buildFirstRelease(strapi, env);
    startEngine(strapi, env);
    printBannerWhenListening(strapi, env);
  },

  async destroy() {
    await stopEngine();
    await stopCvReader();
  },
};
