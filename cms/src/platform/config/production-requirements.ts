import type { CmsEnv } from './env';

/**
 * What production must be told rather than left to a default: each default is right for one
 * machine in development and wrong for N instances (a local SQLite file, a private folder the
 * other instances cannot read, a mailbox folder nobody reads, links that point at localhost).
 */
const REQUIRED: { name: string; isSet(source: NodeJS.ProcessEnv): boolean; why: string }[] = [
  { name: 'PUBLIC_URL', isSet: (s) => !!s.PUBLIC_URL, why: 'the address in e-mails, feeds and links' },
  {
    name: 'DATABASE_URL',
    isSet: (s) => !!s.DATABASE_URL || !!s.DATABASE_CLIENT,
    why: 'the shared database (or DATABASE_CLIENT with its parts)',
  },
  {
    name: 'PRIVATE_FILES_DIR',
    isSet: (s) => !!s.PRIVATE_FILES_DIR,
    why: "CVs and documents, on a folder every instance shares, or one instance cannot serve another's",
  },
  {
    name: 'SITE_RELEASES_DIR',
    isSet: (s) => !!s.SITE_RELEASES_DIR || !!s.SITE_BUILD_HOOK_URL,
    why: 'the site releases, on a folder every instance and nginx share (or SITE_BUILD_HOOK_URL)',
  },
  {
    name: 'SMTP_URL',
    isSet: (s) => !!s.SMTP_URL || !!s.SMTP_HOST,
    why: 'a mail transport (or SMTP_HOST with its parts): sign-in codes would otherwise go to a local folder',
  },
];

/** The variables production needs and lacks, each with the reason, in the order docs/CONFIGURATION.md lists them. */
export function missingProductionSettings(source: NodeJS.ProcessEnv): string[] {
  return REQUIRED.filter((entry) => !entry.isSet(source)).map((entry) => `${entry.name} (${entry.why})`);
}

/** Refuses to start a production server that would run on a development default. */
export function assertProductionSettings(env: CmsEnv, source: NodeJS.ProcessEnv = process.env): void {
  if (!env.isProduction) return;
  const missing = missingProductionSettings(source);
  if (missing.length === 0) return;
  throw new Error(
    `Production needs these environment variables (see docs/OPERATIONS.md, Deploying):\n  ${missing.join('\n  ')}`,
  );
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/**
 * Development seeds accounts with known passwords: said loudly when such a server listens where
 * other machines can reach it (HOST=0.0.0.0 without NODE_ENV=production).
 */
export function exposedDevelopmentWarning(env: CmsEnv): string | null {
  if (env.isProduction || LOOPBACK.test(env.host)) return null;
  return [
    '!!! WARNING: a development server listening on a network address',
    `!!! HOST=${env.host} without NODE_ENV=production: demo data and the development accounts`,
    `!!! (${env.devAdmin.email} and ${env.cmsEditor.email}, with the passwords printed below) are`,
    '!!! reachable from other machines. Set NODE_ENV=production for a real server (docs/OPERATIONS.md, Deploying).',
  ].join('\n');
}
