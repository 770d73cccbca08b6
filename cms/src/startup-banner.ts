import { existsSync } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { CmsEnv } from './platform/config/env';
import { exposedDevelopmentWarning } from './platform/config/production-requirements';

/** What a new developer needs after `npm start`: where everything is and how to sign in. */
export function startupBanner(env: CmsEnv, database: string): string {
  const url = env.publicUrl;
  const served = (serve: boolean, dir: string, path: string) =>
    !serve ? `${url}${path} (served elsewhere)` : existsSync(dir) ? `${url}${path}` : `${url}${path} (not built yet)`;
  const lines = [
    'Gulf Horizon careers is running',
    '',
    `  Careers site          ${env.siteBuild.auto && !existsSync(env.siteDir) ? `${url}/ (first build on its way)` : served(env.serveSite, env.siteDir, '/')}`,
    `  Recruiter back office ${served(env.serveAdmin, env.adminDir, '/admin2025')}`,
    `  Content editors (CMS) ${url}/cms`,
    `  Public API            ${url}/api/public/jobs`,
    `  Health / readiness    ${url}/_health  ${url}/_ready`,
    `  Database              ${database}`,
  ];
  if (!env.isProduction) {
    lines.push(
      '',
      '  Development accounts (never created in production):',
      `    back office  ${env.devAdmin.email} / ${env.devAdmin.password}`,
      `    /cms panel   ${env.cmsEditor.email} / ${env.cmsEditor.password}`,
    );
  }
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const rule = `+${'-'.repeat(width)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width - 1)}|`), rule].join('\n');
}

/** Where the data lives, without the password. */
function describeDatabase(env: CmsEnv): string {
  const { database } = env;
  if (database.client === 'sqlite') return `SQLite ${database.filename}`;
  if (database.connectionString) {
    const url = new URL(database.connectionString);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return `PostgreSQL ${database.host}:${database.port}/${database.database}`;
}

export function printBannerWhenListening(strapi: Core.Strapi, env: CmsEnv): void {
  if (env.nodeEnv === 'test') return;
  strapi.server.httpServer.once('listening', () => {
    // Production logs are JSON lines: the banner is one of them, with its facts as fields.
    if (env.isProduction) {
      strapi.log.info('Gulf Horizon careers is running', {
        public_url: env.publicUrl,
        database: describeDatabase(env),
        port: env.port,
      });
      return;
    }
    const warning = exposedDevelopmentWarning(env);
    if (warning) console.warn(`\n${warning}`);
    console.log(`
${startupBanner(env, describeDatabase(env))}
`);
  });
}
