import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { TestServer } from './test-server';

/** A production instance's settings, as the deploy section of docs/OPERATIONS.md gives them, on `database`. */
export function productionEnv(server: TestServer, database: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const secret = (name: string) => `${name}-${randomUUID()}`;
  return {
    ...server.childEnv,
    NODE_ENV: 'production',
    ...database,
    PUBLIC_URL: 'https://careers.gulfhorizon.test',
    EMAIL_FROM_ADDRESS: 'hr.mailer@gulfhorizon.test',
    CMS_DATA_DIR: join(server.workerDir, 'production-data'),
    PRIVATE_FILES_DIR: join(server.workerDir, 'production-private'),
    APP_KEYS: `${secret('key-one')},${secret('key-two')}`,
    API_TOKEN_SALT: secret('api-token-salt'),
    ADMIN_JWT_SECRET: secret('admin-jwt-secret'),
    TRANSFER_TOKEN_SALT: secret('transfer-token-salt'),
    ENCRYPTION_KEY: secret('encryption-key'),
    ENGINE_WORKERS: 'false',
    SEED_DEMO_DATA: '',
    LOG_LEVEL: 'error',
  };
}
