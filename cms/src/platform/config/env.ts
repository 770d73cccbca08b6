import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_SCORING_MODEL } from '@careers/shared';
import { z } from 'zod';
import { DEFAULT_TRUSTED_PROXY_ADDRESSES, isProxyAddress } from '../network/proxy-addresses';
import {
  describeProblems,
  productionSettingProblems,
  refuseProductionStart,
  SECRET_NAMES,
  type SecretName,
  type SettingProblem,
} from './production-requirements';

// The one place that reads process.env: everything else receives parsed, typed values.

// An empty variable (FLAG=) counts as unset.
const flag = z
  .preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false', '1', '0']).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

/**
 * What one instance does: `all` serves HTTP and runs the background work; `web` serves HTTP and runs
 * none; `worker` runs the background work and answers only /_health, /_ready and /metrics.
 */
const INSTANCE_ROLES = ['all', 'web', 'worker'] as const;
type InstanceRole = (typeof INSTANCE_ROLES)[number];

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(1337),
  PUBLIC_URL: z.url().default('http://localhost:1337'),
  CORS_ORIGINS: z.string().optional(),
  CMS_DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).optional(),
  DATABASE_HOST: z.string().default('127.0.0.1'),
  DATABASE_PORT: z.coerce.number().int().default(5432),
  DATABASE_NAME: z.string().default('careers'),
  DATABASE_USERNAME: z.string().default('postgres'),
  DATABASE_PASSWORD: z.string().default(''),
  DATABASE_SSL: flag,
  DATABASE_SCHEMA: z.string().default('public'),
  DATABASE_FILENAME: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  DATABASE_RANDOM_PAGE_COST: z.coerce.number().min(0.1).max(10).default(1.1),
  APP_KEYS: z.string().optional(),
  API_TOKEN_SALT: z.string().optional(),
  ADMIN_JWT_SECRET: z.string().optional(),
  TRANSFER_TOKEN_SALT: z.string().optional(),
  ENCRYPTION_KEY: z.string().optional(),
  SERVE_CMS_PANEL: flag,
  SERVE_SITE: flag,
  SERVE_ADMIN: flag,
  SITE_DIR: z.string().optional(),
  SITE_SOURCE_DIR: z.string().optional(),
  SITE_RELEASES_DIR: z.string().optional(),
  SITE_CURRENT_LINK: z.string().optional(),
  SITE_AUTO_BUILD: flag,
  SITE_BUILD_DEBOUNCE_SECONDS: z.coerce.number().min(0).max(600).default(5),
  SITE_BUILD_HOOK_URL: z.url().optional(),
  ADMIN_DIR: z.string().optional(),
  SEED_DEMO_DATA: flag,
  CMS_EDITOR_EMAIL: z.email().default('editor@gulfhorizon.bh'),
  CMS_EDITOR_PASSWORD: z.string().default('Editor2025!cms'),
  DEV_ADMIN_EMAIL: z.email().default('admin@gulfhorizon.bh'),
  DEV_ADMIN_PASSWORD: z.string().default('Admin2025!careers'),
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag,
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  EMAIL_FROM_ADDRESS: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  MAILBOX_DIR: z.string().optional(),
  PRIVATE_FILES_DIR: z.string().optional(),
  UPLOAD_TEMP_DIR: z.string().optional(),
  APPLY_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  APPLY_LIMIT_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(3),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).optional(),
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => !entries || entries.every(isProxyAddress), {
      message: 'a comma-separated list of IP addresses or CIDR subnets',
    }),
  ORPHAN_FILE_GRACE_HOURS: z.coerce.number().min(1).max(720).default(24),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(512),
  INSTANCE_ROLE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INSTANCE_ROLES, { message: `one of ${INSTANCE_ROLES.join(', ')}` }).default('all'),
  ),
  ENGINE_WORKERS: flag,
  ENGINE_TICK_SECONDS: z.coerce.number().int().min(1).max(30).default(2),
  ENGINE_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
  ENGINE_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default(DEFAULT_SCORING_MODEL),
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  // Where the AI provider processes data: outside Bahrain unless said otherwise (PDPL transfers abroad).
  OPENAI_PROVIDER_IN_BAHRAIN: flag,
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= 16, { message: 'at least 16 characters' }),
  DRAIN_SECONDS: z.coerce.number().min(0).max(600).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(25),
  // Public keys only: the backups are encrypted for them; the identity that opens them stays off the servers.
  BACKUP_RECIPIENT: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => /^age1[0-9a-z]+$/.test(entry)), {
      message: 'age public keys (age1…), comma-separated',
    }),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly']).default('info'),
});

/** Every variable the server reads: docs/CONFIGURATION.md documents each (a unit test holds it to that). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envFields.shape);

// A role that says one thing and ENGINE_WORKERS another would leave ops guessing which one won.
const envSchema = envFields.refine(
  (raw) =>
    raw.INSTANCE_ROLE === 'all' ||
    raw.ENGINE_WORKERS === undefined ||
    raw.ENGINE_WORKERS === (raw.INSTANCE_ROLE === 'worker'),
  {
    path: ['INSTANCE_ROLE'],
    message:
      'contradicts ENGINE_WORKERS (a web instance runs no workers, a worker instance always does): leave ENGINE_WORKERS unset',
  },
);

type RawEnv = z.infer<typeof envSchema>;

type Secrets = Record<SecretName, string>;

export type DatabaseTarget =
  | { client: 'sqlite'; filename: string }
  | {
      client: 'postgres';
      connectionString?: string;
      host: string;
      port: number;
      database: string;
      user: string;
      password: string;
      ssl: boolean;
      schema: string;
      poolMax: number;
      /** The planner's cost of a random read: 1.1 for SSD storage (PostgreSQL's default 4 assumes spinning disks). */
      randomPageCost: number;
    };

export type SmtpSettings =
  | { url: string }
  | { host: string; port: number; secure: boolean; user?: string; password?: string };

export interface SiteBuildSettings {
  /** The Astro project. */
  sourceDir: string;
  /** Each build goes to a new folder here; `currentLink` points at the live one. */
  releasesDir: string;
  currentLink: string;
  /** Rebuild when public content changes (and build once on the first start). */
  auto: boolean;
  debounceMs: number;
  /** When set (CDN hosting), this URL is called instead of building here. */
  hookUrl: string | null;
}

export interface EngineSettings {
  /** Run the outbox dispatcher, job workers and schedules in this process. */
  workers: boolean;
  tickSeconds: number;
  leaseMs: number;
  retryBaseMs: number;
}

export interface OpenAiSettings {
  /** Used when the openai_api_key setting is empty. */
  apiKey: string | null;
  /** An OpenAI-compatible server other than OpenAI's own (a proxy, Azure, a local model). */
  baseUrl: string | null;
  model: string;
  timeoutMs: number;
  /** Tries of one request on a timeout, 429 or 5xx, with the SDK's backoff. */
  maxRetries: number;
  /** Whether the provider processes data inside Bahrain (OPENAI_PROVIDER_IN_BAHRAIN); else a transfer abroad. */
  providerInBahrain: boolean;
}

export interface CmsEnv {
  isProduction: boolean;
  isDevelopment: boolean;
  nodeEnv: RawEnv['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /**
   * Origins a browser page may call the API from with its cookie: the public origin and CORS_ORIGINS.
   * Sign-in and back-office writes are taken only from these (or from the request's own origin).
   */
  trustedOrigins: string[];
  dataDir: string;
  database: DatabaseTarget;
  secrets: Secrets;
  servePanel: boolean;
  /** Served at / when present; off when nginx or a CDN serves the site. */
  serveSite: boolean;
  siteDir: string;
  /** Served at /admin2025 when present; off when nginx or a CDN serves it. */
  serveAdmin: boolean;
  adminDir: string;
  siteBuild: SiteBuildSettings;
  seedDemoData: boolean;
  cmsEditor: { email: string; password: string };
  devAdmin: { email: string; password: string };
  logLevel: RawEnv['LOG_LEVEL'];
  /** Unset: no SMTP, messages go to the development mailbox folder. */
  smtp: SmtpSettings | null;
  mailboxDir: string;
  /** The sender address the first start stores in Settings (email_from_address), when set. */
  emailFromAddress: string | null;
  /** Candidates' files: never under a served folder. */
  privateFilesDir: string;
  /** Where the multipart parser writes uploads while a request runs; owner-only, emptied after each request. */
  uploadTempDir: string;
  applyLimits: { perIpPerHour: number; perEmailPerPostingPerDay: number };
  /** Sign-in attempts (password or code steps) per client address per 15 minutes. */
  signInLimitPerIp: number;
  /** Password (and code) steps per account from one client address per 15 minutes. */
  signInLimitPerAccount: number;
  /**
   * Steps per account per hour from all addresses that have never signed in to it: caps a brute force
   * spread over many addresses, while the account's own known addresses are never locked out by it.
   * A code step counts only from the address whose password step asked for the code.
   */
  signInLimitPerAccountPerHour: number;
  /**
   * Proxies in front of this process that add to X-Forwarded-For. The client address is the one
   * the outermost of them saw; anything further left was written by the client and is ignored.
   */
  trustedProxies: number;
  /** The peers whose X-Forwarded-* headers count (addresses or CIDR subnets); others' are dropped. */
  trustedProxyAddresses: string[];
  /** How long a private file no row points to is kept before the sweep removes it (an upload in flight). */
  orphanFileGraceMs: number;
  /** Below this many free bytes on a watched volume, /_ready answers 503 (0: not checked). */
  minFreeDiskBytes: number;
  /** Which of HTTP and background work this instance does (INSTANCE_ROLE). */
  instanceRole: InstanceRole;
  engine: EngineSettings;
  openai: OpenAiSettings;
  /** GET /metrics answers only with this bearer token; without one it does not exist. */
  metricsToken: string | null;
  /**
   * How long a stopping instance goes on taking and serving requests, /_ready answering 503, before it
   * closes its listening socket: a load balancer that probes has that long to move its traffic away.
   */
  drainMs: number;
  /** How long a stopping instance lets its requests in flight finish before it cuts them. */
  shutdownGraceMs: number;
}

function resolveSmtp(raw: RawEnv): SmtpSettings | null {
  if (raw.SMTP_URL) return { url: raw.SMTP_URL };
  if (!raw.SMTP_HOST) return null;
  return {
    host: raw.SMTP_HOST,
    port: raw.SMTP_PORT,
    secure: raw.SMTP_SECURE ?? raw.SMTP_PORT === 465,
    ...(raw.SMTP_USER ? { user: raw.SMTP_USER, password: raw.SMTP_PASSWORD ?? '' } : {}),
  };
}

/** CORS_ORIGINS: a comma-separated list of origins (scheme, host and port, no path). */
function resolveTrustedOrigins(raw: RawEnv, publicUrl: string): string[] {
  const listed = (raw.CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => entry !== '');
  for (const entry of listed) {
    let origin: string | null = null;
    try {
      origin = new URL(entry).origin;
    } catch {
      // Reported below.
    }
    if (origin !== entry || !/^https?:/.test(entry)) {
      throw new Error(
        `Invalid environment: CORS_ORIGINS entry ${JSON.stringify(entry)} is not an origin like https://example.com`,
      );
    }
  }
  return [...new Set([new URL(publicUrl).origin, ...listed])];
}

function random(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Outside production, missing secrets are generated once and kept in the data folder, so a fresh
 * clone starts with nothing typed and sessions survive a restart. Production takes every secret from
 * its environment (readEnv refused it without them) and never opens that file: one found there is a
 * leftover of a development run, and must not decide anything.
 */
function resolveSecrets(raw: RawEnv, dataDir: string, isProduction: boolean): Secrets {
  if (isProduction) {
    return Object.fromEntries(SECRET_NAMES.map((name) => [name, raw[name] ?? ''])) as Secrets;
  }
  const file = join(dataDir, 'dev-secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const secrets = {} as Secrets;
  let generated = false;
  for (const name of SECRET_NAMES) {
    const fromEnv = raw[name];
    const fromFile = stored[name];
    if (fromEnv) secrets[name] = fromEnv;
    else if (fromFile) secrets[name] = fromFile;
    else {
      secrets[name] = name === 'APP_KEYS' ? [random(), random()].join(',') : random();
      stored[name] = secrets[name];
      generated = true;
    }
  }
  if (generated) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

function resolveDatabase(raw: RawEnv, dataDir: string): DatabaseTarget {
  const wantsPostgres = raw.DATABASE_CLIENT === 'postgres' || (raw.DATABASE_CLIENT === undefined && !!raw.DATABASE_URL);
  if (!wantsPostgres) {
    return { client: 'sqlite', filename: resolve(raw.DATABASE_FILENAME ?? join(dataDir, 'careers.db')) };
  }
  return {
    client: 'postgres',
    ...(raw.DATABASE_URL ? { connectionString: raw.DATABASE_URL } : {}),
    host: raw.DATABASE_HOST,
    port: raw.DATABASE_PORT,
    database: raw.DATABASE_NAME,
    user: raw.DATABASE_USERNAME,
    password: raw.DATABASE_PASSWORD,
    ssl: raw.DATABASE_SSL ?? false,
    schema: raw.DATABASE_SCHEMA,
    poolMax: raw.DATABASE_POOL_MAX,
    randomPageCost: raw.DATABASE_RANDOM_PAGE_COST,
  };
}

let cached: CmsEnv | undefined;

/** Each value the schema refuses, named by its variable. */
function invalidValues(error: z.ZodError): SettingProblem[] {
  return error.issues.map((issue) => {
    const setting = String(issue.path[0] ?? 'environment');
    return { setting, problem: `${setting} is invalid: ${issue.message}` };
  });
}

/**
 * Production names everything it lacks or refuses at once. The server's own environment ends the
 * process with one JSON line per problem (production-requirements.ts); another source gets an error.
 */
function refuseIncompleteProduction(source: NodeJS.ProcessEnv, parsed: z.ZodSafeParseResult<RawEnv>): void {
  if (source.NODE_ENV !== 'production') return;
  const problems = [...(parsed.success ? [] : invalidValues(parsed.error)), ...productionSettingProblems(source)];
  if (problems.length === 0) return;
  if (source === process.env) refuseProductionStart(problems);
  throw new Error(describeProblems(problems));
}

/** Production or not, from NODE_ENV alone: known before the other settings are checked (and may fail). */
export function isProductionProcess(source: NodeJS.ProcessEnv = process.env): boolean {
  return source.NODE_ENV === 'production';
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): CmsEnv {
  if (cached && source === process.env) return cached;
  const parsed = envSchema.safeParse(source);
  refuseIncompleteProduction(source, parsed);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const releasesDir = resolve(raw.SITE_RELEASES_DIR ?? join(process.cwd(), '..', 'site', 'releases'));
  // The live link sits beside the releases: sharing their parent folder between instances shares both.
  const currentLink = resolve(raw.SITE_CURRENT_LINK ?? join(dirname(releasesDir), 'current'));
  const dataDir = resolve(raw.CMS_DATA_DIR ?? join(process.cwd(), 'data'));
  const publicUrl = raw.PUBLIC_URL.replace(/\/$/, '');
  const env: CmsEnv = {
    isProduction,
    isDevelopment: raw.NODE_ENV === 'development',
    nodeEnv: raw.NODE_ENV,
    // Development listens on this machine only: demo data and known passwords stay off the network.
    host: raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: raw.PORT,
    publicUrl,
    trustedOrigins: resolveTrustedOrigins(raw, publicUrl),
    dataDir,
    database: resolveDatabase(raw, dataDir),
    secrets: resolveSecrets(raw, dataDir, isProduction),
    servePanel: raw.SERVE_CMS_PANEL ?? true,
    serveSite: raw.SERVE_SITE ?? true,
    // The live release; a build switches this link atomically, and every request follows it anew.
    siteDir: raw.SITE_DIR ? resolve(raw.SITE_DIR) : currentLink,
    serveAdmin: raw.SERVE_ADMIN ?? true,
    adminDir: resolve(raw.ADMIN_DIR ?? join(process.cwd(), '..', 'admin', 'dist')),
    siteBuild: {
      sourceDir: resolve(raw.SITE_SOURCE_DIR ?? join(process.cwd(), '..', 'site')),
      releasesDir,
      currentLink,
      auto: raw.SITE_AUTO_BUILD ?? true,
      debounceMs: raw.SITE_BUILD_DEBOUNCE_SECONDS * 1000,
      hookUrl: raw.SITE_BUILD_HOOK_URL ?? null,
    },
    seedDemoData: raw.SEED_DEMO_DATA ?? !isProduction,
    cmsEditor: { email: raw.CMS_EDITOR_EMAIL, password: raw.CMS_EDITOR_PASSWORD },
    devAdmin: { email: raw.DEV_ADMIN_EMAIL, password: raw.DEV_ADMIN_PASSWORD },
    logLevel: raw.LOG_LEVEL,
    smtp: resolveSmtp(raw),
    mailboxDir: resolve(raw.MAILBOX_DIR ?? join(dataDir, 'mailbox')),
    emailFromAddress: raw.EMAIL_FROM_ADDRESS ?? null,
    privateFilesDir: resolve(raw.PRIVATE_FILES_DIR ?? join(dataDir, 'private-files')),
    // Emptied at each start: two instances on one host (one checkout, two ports) must not share it.
    uploadTempDir: resolve(raw.UPLOAD_TEMP_DIR ?? join(dataDir, 'upload-tmp', `port-${raw.PORT}`)),
    applyLimits: {
      perIpPerHour: raw.APPLY_LIMIT_PER_IP_PER_HOUR,
      perEmailPerPostingPerDay: raw.APPLY_LIMIT_PER_EMAIL_PER_DAY,
    },
    signInLimitPerIp: raw.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerAccount: raw.SIGN_IN_LIMIT_PER_ACCOUNT,
    signInLimitPerAccountPerHour: raw.SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR,
    trustedProxies: raw.TRUSTED_PROXIES ?? (isProduction ? 1 : 0),
    trustedProxyAddresses: raw.TRUSTED_PROXY_ADDRESSES?.length
      ? raw.TRUSTED_PROXY_ADDRESSES
      : DEFAULT_TRUSTED_PROXY_ADDRESSES,
    orphanFileGraceMs: raw.ORPHAN_FILE_GRACE_HOURS * 3_600_000,
    minFreeDiskBytes: raw.MIN_FREE_DISK_MB * 1024 * 1024,
    instanceRole: raw.INSTANCE_ROLE,
    engine: {
      workers: raw.INSTANCE_ROLE === 'all' ? (raw.ENGINE_WORKERS ?? true) : raw.INSTANCE_ROLE === 'worker',
      tickSeconds: raw.ENGINE_TICK_SECONDS,
      leaseMs: raw.ENGINE_LEASE_SECONDS * 1000,
      retryBaseMs: raw.ENGINE_RETRY_BASE_SECONDS * 1000,
    },
    openai: {
      apiKey: raw.OPENAI_API_KEY || null,
      baseUrl: raw.OPENAI_BASE_URL ?? null,
      model: raw.OPENAI_MODEL,
      timeoutMs: raw.OPENAI_TIMEOUT_SECONDS * 1000,
      maxRetries: raw.OPENAI_MAX_RETRIES,
      providerInBahrain: raw.OPENAI_PROVIDER_IN_BAHRAIN ?? false,
    },
    metricsToken: raw.METRICS_TOKEN || null,
    // Development has nothing in front of it, and Ctrl+C should stop it at once.
    drainMs: (raw.DRAIN_SECONDS ?? (isProduction ? 10 : 0)) * 1000,
    shutdownGraceMs: raw.SHUTDOWN_GRACE_SECONDS * 1000,
  };
  if (source === process.env) cached = env;
  return env;
}

/** Where an installation keeps what a backup holds. */
export interface DataLocations {
  dataDir: string;
  database: DatabaseTarget;
  privateFilesDir: string;
  /**
   * Every secret comes from the environment (production): a dev-secrets.json in the data folder is
   * then a leftover of a build, used by nobody, and no part of a backup.
   */
  secretsFromEnvironment: boolean;
}

/** How `npm run backup` protects what it writes. */
export interface BackupSettings {
  /** age public keys the backups are encrypted for (BACKUP_RECIPIENT); empty: none configured. */
  recipients: string[];
  isProduction: boolean;
}

export function readBackupSettings(source: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return { recipients: parsed.data.BACKUP_RECIPIENT, isProduction: parsed.data.NODE_ENV === 'production' };
}

/**
 * The data locations by readEnv's own rules, without its secrets or other checks: for the backup and
 * restore commands, which run beside a server with its environment (and from its folder, cms/, as
 * relative paths resolve against the working folder).
 */
export function readDataLocations(source: NodeJS.ProcessEnv = process.env): DataLocations {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const dataDir = resolve(parsed.data.CMS_DATA_DIR ?? join(process.cwd(), 'data'));
  return {
    dataDir,
    database: resolveDatabase(parsed.data, dataDir),
    privateFilesDir: resolve(parsed.data.PRIVATE_FILES_DIR ?? join(dataDir, 'private-files')),
    secretsFromEnvironment: SECRET_NAMES.every((name) => !!parsed.data[name]),
  };
}
