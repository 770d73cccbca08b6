import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataLocations, readEnv } from '../../src/platform/config/env';

// The backup and restore commands find the data with readDataLocations: it must find what the server
// (readEnv) uses, or a backup would copy another database than the one serving.

// Set, so readEnv generates none (it would write them into the data folder).
const SECRETS = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'].map((name) => [
    name,
    `${name}-set`,
  ]),
);

const CASES: Record<string, NodeJS.ProcessEnv> = {
  'the defaults': {},
  'a data folder': { CMS_DATA_DIR: '/srv/careers-data' },
  'a relative data folder and database file': { CMS_DATA_DIR: 'var/data', DATABASE_FILENAME: 'db/careers.sqlite' },
  'a private files folder': { CMS_DATA_DIR: '/srv/careers-data', PRIVATE_FILES_DIR: '/srv/careers-private' },
  DATABASE_URL: { DATABASE_URL: 'postgres://careers:secret@db.internal:5432/careers', DATABASE_SSL: 'true' },
  'PostgreSQL by its parts': { DATABASE_CLIENT: 'postgres', DATABASE_HOST: 'db.internal', DATABASE_NAME: 'hr' },
  'SQLite chosen beside a URL': { DATABASE_CLIENT: 'sqlite', DATABASE_URL: 'postgres://db.internal/careers' },
};

describe('the data locations the backup commands read', () => {
  it.each(Object.entries(CASES))('are the server’s with %s', (_, variables) => {
    const source = { ...SECRETS, ...variables };
    const server = readEnv(source);
    expect(readDataLocations(source)).toEqual({
      dataDir: server.dataDir,
      database: server.database,
      privateFilesDir: server.privateFilesDir,
      secretsFromEnvironment: true,
    });
  });

  it('say when a secret is not in the environment: the generated ones then belong in the backup', () => {
    expect(readDataLocations({ ...SECRETS, ENCRYPTION_KEY: '' }).secretsFromEnvironment).toBe(false);
    expect(readDataLocations({}).secretsFromEnvironment).toBe(false);
  });

  it('resolve relative paths against the working folder, as the server started from cms/ does', () => {
    const locations = readDataLocations({ CMS_DATA_DIR: 'var/data' });
    expect(locations.dataDir).toBe(resolve('var/data'));
    expect(locations.database).toEqual({ client: 'sqlite', filename: join(resolve('var/data'), 'careers.db') });
  });
});
