import { writeSync } from 'node:fs';
import type { CmsEnv } from './env';

/** Strapi's secrets: generated for development, set in the environment in production. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Shorter parts are guessable: each of a secret's comma-separated parts has at least this many characters. */
const SECRET_MIN_LENGTH = 16;

const SECRET_USES: Record<SecretName, string> = {
  APP_KEYS: 'signs sessions and codes (two keys or more, comma-separated)',
  API_TOKEN_SALT: "salts the /cms panel's API tokens",
  ADMIN_JWT_SECRET: "signs the /cms panel's sessions",
  TRANSFER_TOKEN_SALT: "salts Strapi's transfer tokens",
  ENCRYPTION_KEY: 'decrypts the stored API keys (OpenAI, SMTP); keep it apart from the backups',
};

/**
 * What production must be told rather than left to a default: each default is right for one
 * machine in development and wrong for N instances (a local SQLite file, a private folder the
 * other instances cannot read, a mailbox folder nobody reads, links that point at localhost,
 * secrets generated into one instance's data folder).
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
  ...SECRET_NAMES.map((name) => ({
    name,
    isSet: (s: NodeJS.ProcessEnv) => !!s[name],
    why: `a secret of ${SECRET_MIN_LENGTH} characters or more, the same on every instance: ${SECRET_USES[name]}`,
  })),
];

/** One thing a production start lacks: the variable and what is wrong with it. */
export interface SettingProblem {
  setting: string;
  problem: string;
}

/**
 * Everything production lacks, at once (an operator fixes the environment file once, not once per
 * start): the settings unset, then the secrets unset, then the secrets too short.
 */
export function productionSettingProblems(source: NodeJS.ProcessEnv): SettingProblem[] {
  const missing = REQUIRED.filter((entry) => !entry.isSet(source)).map((entry) => ({
    setting: entry.name,
    problem: `${entry.name} is not set: ${entry.why}`,
  }));
  const weak = SECRET_NAMES.filter(
    (name) => !!source[name] && (source[name] ?? '').split(',').some((part) => part.length < SECRET_MIN_LENGTH),
  ).map((name) => ({
    setting: name,
    problem: `${name} is too short for production (${SECRET_MIN_LENGTH} characters at least in each part)`,
  }));
  return [...missing, ...weak];
}

/** The refusal as one text, for a caller that reads an environment other than the server's own. */
export function describeProblems(problems: readonly SettingProblem[]): string {
  return `Production refuses to start (see docs/CONFIGURATION.md):\n  ${problems.map((entry) => entry.problem).join('\n  ')}`;
}

/**
 * Ends a production start that lacks settings: one line per problem, each a JSON object as the
 * production log writes them, then exit 1. Written synchronously before the exit, and from here: an
 * error thrown while Strapi loads its configuration comes out as a stack trace of its loader instead.
 */
export function refuseProductionStart(problems: readonly SettingProblem[]): never {
  const time = new Date().toISOString();
  for (const { setting, problem } of problems) {
    const line = { level: 'error', message: `[start] refused: ${problem} (docs/CONFIGURATION.md)`, setting, time };
    writeSync(2, `${JSON.stringify(line)}\n`);
  }
  process.exit(1);
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
