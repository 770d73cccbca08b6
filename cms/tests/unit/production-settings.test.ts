import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/platform/config/env';
import {
  exposedDevelopmentWarning,
  productionSettingProblems,
} from '../../src/platform/config/production-requirements';

const secret = (name: string) => `${name}-0123456789abcdef`;
const SECRETS = {
  APP_KEYS: `${secret('one')},${secret('two')}`,
  API_TOKEN_SALT: secret('salt'),
  ADMIN_JWT_SECRET: secret('jwt'),
  TRANSFER_TOKEN_SALT: secret('transfer'),
  ENCRYPTION_KEY: secret('encryption'),
};
/** The production block of docs/OPERATIONS.md, complete. */
const DEPLOYED: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://careers.example.bh',
  DATABASE_URL: 'postgres://careers:secret@db.internal:5432/careers',
  PRIVATE_FILES_DIR: '/srv/careers-private',
  SITE_RELEASES_DIR: '/srv/careers-site/releases',
  SMTP_URL: 'smtp://mail.internal:587',
  ...SECRETS,
};

const without = (name: string): NodeJS.ProcessEnv => ({ ...DEPLOYED, [name]: undefined });
const settingsOf = (source: NodeJS.ProcessEnv) => productionSettingProblems(source).map((entry) => entry.setting);

describe('production start-up settings', () => {
  it('starts with the block of docs/OPERATIONS.md', () => {
    expect(productionSettingProblems(DEPLOYED)).toEqual([]);
    expect(() => readEnv(DEPLOYED)).not.toThrow();
  });

  it.each([
    'PUBLIC_URL',
    'DATABASE_URL',
    'PRIVATE_FILES_DIR',
    'SITE_RELEASES_DIR',
    'SMTP_URL',
    'APP_KEYS',
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'ENCRYPTION_KEY',
  ])('refuses to start without %s, naming it', (name) => {
    expect(settingsOf(without(name))).toEqual([name]);
    expect(() => readEnv(without(name))).toThrow(new RegExp(`\\n  ${name} is not set: `));
  });

  it('names every missing variable at once, the secrets with the rest', () => {
    const nothing = { NODE_ENV: 'production' };
    const all = [
      'PUBLIC_URL',
      'DATABASE_URL',
      'PRIVATE_FILES_DIR',
      'SITE_RELEASES_DIR',
      'SMTP_URL',
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'ENCRYPTION_KEY',
    ];
    expect(settingsOf(nothing)).toEqual(all);
    let refusal = '';
    try {
      readEnv(nothing);
    } catch (error) {
      refusal = (error as Error).message;
    }
    for (const name of all) expect(refusal).toContain(`\n  ${name} is not set: `);
  });

  it('names a secret too short along with what is missing, and an invalid value', () => {
    const source = { ...without('PUBLIC_URL'), APP_KEYS: `${secret('one')},short`, METRICS_TOKEN: 'short' };
    expect(settingsOf(source)).toEqual(['PUBLIC_URL', 'APP_KEYS']);
    expect(() => readEnv(source)).toThrow(
      /METRICS_TOKEN is invalid: [\s\S]*PUBLIC_URL is not set[\s\S]*APP_KEYS is too short/,
    );
  });

  it('takes the parts instead of the URLs, and a build hook instead of a releases folder', () => {
    const source: NodeJS.ProcessEnv = {
      ...DEPLOYED,
      DATABASE_URL: undefined,
      DATABASE_CLIENT: 'postgres',
      SMTP_URL: undefined,
      SMTP_HOST: 'mail.internal',
      SITE_RELEASES_DIR: undefined,
      SITE_BUILD_HOOK_URL: 'https://builds.example.bh/hook',
    };
    expect(productionSettingProblems(source)).toEqual([]);
  });

  it('asks nothing of development', () => {
    const source = { NODE_ENV: 'development', ...SECRETS };
    expect(() => readEnv(source)).not.toThrow();
  });
});

describe('a development server on the network', () => {
  const dev = (host?: string) => readEnv({ NODE_ENV: 'development', ...SECRETS, ...(host ? { HOST: host } : {}) });

  it('warns loudly, naming the accounts, when it listens beyond this machine', () => {
    const warning = exposedDevelopmentWarning(dev('0.0.0.0'));
    expect(warning).toMatch(/WARNING/);
    expect(warning).toContain('HOST=0.0.0.0');
    expect(warning).toContain('admin@gulfhorizon.bh');
  });

  it.each([undefined, '127.0.0.1', '::1', 'localhost'])('stays quiet on loopback (%s)', (host) => {
    expect(exposedDevelopmentWarning(dev(host))).toBeNull();
  });

  it('stays quiet in production, which seeds no known password', () => {
    expect(exposedDevelopmentWarning(readEnv(DEPLOYED))).toBeNull();
  });
});
