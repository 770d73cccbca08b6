import { readEnv } from '../src/platform/config/env';

export default () => {
  const env = readEnv();
  return {
    // The content editors' panel lives at /cms; /admin belongs to the recruiter back office.
    url: '/cms',
    serveAdminPanel: env.servePanel,
    auth: { secret: env.secrets.ADMIN_JWT_SECRET },
    apiToken: { salt: env.secrets.API_TOKEN_SALT },
    transfer: { token: { salt: env.secrets.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.secrets.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
  };
};
