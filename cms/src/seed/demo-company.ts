import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import type { PrivateFileStore } from '../platform/storage/private-files';
import { seedApplications } from './demo/applications';
import { seedContent } from './demo/content';
import { demoCvWriter } from './demo/cv-files';
import { seedEmailLog } from './demo/email-log';
import { seedJobs } from './demo/jobs';
import { createRandom } from './demo/random';

const DEMO_SEED = 20250101;

/** True when the database holds no company content yet: the only time demo data goes in by itself. */
export async function isEmptyCompany(strapi: Core.Strapi): Promise<boolean> {
  const counts = await Promise.all(
    (
      [
        'api::job-posting.job-posting',
        'api::job-template.job-template',
        'api::page-section.page-section',
        'api::benefit.benefit',
        'api::application.application',
      ] as const
    ).map((uid) => strapi.db.query(uid).count()),
  );
  return counts.every((count) => count === 0);
}

/**
 * Fills an empty database with the demo company, in one transaction: all of it or none. Its
 * applications' CVs are real files in the private store, taken away again if the seed fails.
 */
export async function seedDemoCompany(strapi: Core.Strapi, store: PrivateFileStore, now = new Date()): Promise<void> {
  const started = Date.now();
  const random = createRandom(DEMO_SEED);
  const cvs = demoCvWriter(store, join(strapi.dirs.app.root, 'src', 'seed', 'data', 'demo-cv.doc'));
  try {
    await strapi.db.transaction(async () => {
      await seedContent(strapi);
      const postings = await seedJobs(strapi, now);
      const count = await seedApplications(strapi, postings, now, random, cvs);
      const emails = await seedEmailLog(strapi, now);
      strapi.log.info(
        `[seed] demo company: ${postings.length} postings, ${count} applications with CV files, ${emails} e-mails in the log (${Date.now() - started} ms)`,
      );
    });
  } catch (error) {
    await cvs.removeAll();
    throw error;
  }
}
