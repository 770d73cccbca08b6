import type { Core } from '@strapi/strapi';
import { backfillHistoryOnce } from './domain/applications/changes';
import { USED_FORM_TOKEN_SCHEDULE } from './domain/applications/intake/used-form-tokens';
import { guardRejectionEmails } from './domain/applications/rejection-emails';
import { APPLICATION_SCHEDULES } from './domain/applications/schedules';
import { registerPasswordResetJob } from './domain/auth/password-reset';
import { keepPrivacyNoticeVersions } from './domain/content/privacy-notice';
import { recordSentInterviewInvites } from './domain/interviews/invite-sent';
import { assertEditorTypesHaveRules, enforceContentRules } from './domain/panel/content-rules';
import {
  assertNoRelationsToHiddenTypes,
  registerPanelConditions,
  restrictPanelRoles,
} from './domain/panel/editor-permissions';
import { guardSecurityEmailTemplates } from './domain/panel/security-email-guard';
import { orphanFileSchedule } from './domain/privacy/orphan-files';
import { RETENTION_SCHEDULE, registerRetentionJob } from './domain/privacy/retention-run';
import { registerLostLinkJob } from './domain/privacy/self-service/lost-link';
import { SCORECARD_REMINDER_SCHEDULE } from './domain/scorecards/scorecard-reminders';
import { stopCvReader } from './domain/scoring/cv-reader';
import { registerScoringJob } from './domain/scoring/score-application-job';
import { queueRescoreAfterUpgrade, registerScorerUpgradeJob } from './domain/scoring/scorer-upgrade';
import { emailSettings } from './domain/settings/email-settings';
import { buildFirstRelease, rebuildSiteOnPublish } from './domain/site-build/publish-triggers';
import { registerSiteBuildJob } from './domain/site-build/site-build-job';
import { readEnv } from './platform/config/env';
import { ensureIndexes } from './platform/database/indexes';
import { readRestoredCopy } from './platform/database/restored-copy';
import { refuseNewerSchema, stampSchemaGeneration } from './platform/database/schema-stamp';
import { type ReleaseStartupLock, takeStartupLock } from './platform/database/startup-lock';
import { configureEmail, registerSchedule, startEngine, stopEngine } from './platform/engine';
import { stopGracefullyOnSignals } from './platform/lifecycle/graceful-stop';
import { outlastClientKeepAlive } from './platform/lifecycle/idle-connections';
import { RATE_LIMIT_SCHEDULE } from './platform/rate-limit';
import { localFileStore } from './platform/storage/private-files';
import { sweepUploadTemp } from './platform/storage/upload-temp';
import { seedOnStart } from './seed';
import { printBannerWhenListening } from './startup-banner';

/**
 * Held from register to the end of bootstrap: the schema check, Strapi's schema sync, the stamp,
 * indexes and seed of one instance at a time.
 */
let releaseStartupLock: ReleaseStartupLock = async () => {};

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    const env = readEnv();
    stopGracefullyOnSignals(strapi, { drainMs: env.drainMs, graceMs: env.shutdownGraceMs });
    outlastClientKeepAlive(strapi);
    releaseStartupLock = await takeStartupLock(env, (message) => strapi.log.info(message));
    await refuseNewerSchema(strapi, env).catch(async (error: unknown) => {
      await releaseStartupLock();
      throw error;
    });
    assertNoRelationsToHiddenTypes(strapi);
    assertEditorTypesHaveRules(strapi);
    enforceContentRules(strapi);
    guardRejectionEmails();
    recordSentInterviewInvites();
    for (const schedule of [
      ...APPLICATION_SCHEDULES,
      RATE_LIMIT_SCHEDULE,
      USED_FORM_TOKEN_SCHEDULE,
      RETENTION_SCHEDULE,
      SCORECARD_REMINDER_SCHEDULE,
      orphanFileSchedule(env),
    ])
      registerSchedule(schedule);
    registerSiteBuildJob(env);
    registerPasswordResetJob();
    registerScoringJob(env, localFileStore(env.privateFilesDir));
    registerScorerUpgradeJob(env);
    registerRetentionJob(localFileStore(env.privateFilesDir));
    registerLostLinkJob();
    // The outbox's sender and automatic-e-mail switches come from Settings.
    configureEmail(emailSettings(strapi));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = readEnv();
    const swept = sweepUploadTemp(env.uploadTempDir);
    if (swept > 0) strapi.log.warn(`[start] removed ${swept} upload files a previous run left in ${env.uploadTempDir}`);
    // Only the addresses our own proxies added count: a client cannot pick its rate-limit key.
    strapi.server.app.maxIpsCount = env.trustedProxies;
    try {
      // Strapi's schema sync ran just before this bootstrap: the database has this release's schema now.
      await stampSchemaGeneration(strapi);
      await ensureIndexes(strapi);
      // What the dashboard reads of the status history, for rows written before it was kept (once).
      await backfillHistoryOnce(strapi);
      guardSecurityEmailTemplates(strapi);
      await registerPanelConditions(strapi);
      await restrictPanelRoles(strapi);
      await seedOnStart(strapi, env);
      await keepPrivacyNoticeVersions(strapi);
      // Stored scores an older scorer made are recomputed once, in the background.
      await queueRescoreAfterUpgrade(strapi);
      rebuildSiteOnPublish(strapi, env);
      await buildFirstRelease(strapi, env);
    } finally {
      await releaseStartupLock();
    }
    startEngine(strapi, env, await readRestoredCopy(strapi));
    printBannerWhenListening(strapi, env);
  },

  async destroy() {
    await stopEngine();
    await stopCvReader();
  },
};
