import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/platform/config/env';
import {
  assertProductionSettings,
  exposedDevelopmentWarning,
  missingProductionSettings,
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

describe('production start-up settings', () => {
  it('starts with the block of docs/OPERATIONS.md', () => {
    expect(missingProductionSettings(DEPLOYED)).toEqual([]);
    expect(() => assertProductionSettings(readEnv(DEPLOYED), DEPLOYED)).not.toThrow();
  });

  it.each(['PUBLIC_URL', 'DATABASE_URL', 'PRIVATE_FILES_DIR', 'SITE_RELEASES_DIR', 'SMTP_URL'])(
    'refuses to start without %s, naming it',
    (name) => {
      const source = without(name);
      expect(() => assertProductionSettings(readEnv(source), source)).toThrow(new RegExp(`\\n  ${name} \\(`));
    },
  );

  it('names every missing variable at once', () => {
    const source = { NODE_ENV: 'production', ...SECRETS };
    expect(missingProductionSettings(source).map((line) => line.split(' ')[0])).toEqual([
      'PUBLIC_URL',
      'DATABASE_URL',
      'PRIVATE_FILES_DIR',
      'SITE_RELEASES_DIR',
      'SMTP_URL',
    ]);
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
    expect(missingProductionSettings(source)).toEqual([]);
  });

  it('asks nothing of development', () => {
    const source = { NODE_ENV: 'development', ...SECRETS };
    expect(() => assertProductionSettings(readEnv(source), source)).not.toThrow();
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
