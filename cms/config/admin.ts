import { CMS_PANEL_PATH } from '@careers/shared';
import { serverEnv } from '../src/platform/config/server-env';

export default () => {
  const env = serverEnv();
  return {
    // The content editors' panel lives at /cms; /admin belongs to the recruiter back office.
    url: CMS_PANEL_PATH,
    serveAdminPanel: env.servePanel,
    // Without "Remember me" the panel keeps its access token in a cookie it reads itself, on the
    // path of Strapi's refresh cookie. Strapi's default, /admin, is not the panel's path (/cms): the
    // panel could never read it and signed editors out at once ("Bearer null"). The refresh cookie
    // must still reach /admin/access-token, so the one path both need is the root. (With "Remember
    // me" the token is in this origin's localStorage anyway, which every page of the origin reads.)
    auth: { secret: env.secrets.ADMIN_JWT_SECRET, cookie: { path: '/' } },
    apiToken: { salt: env.secrets.API_TOKEN_SALT },
    transfer: { token: { salt: env.secrets.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.secrets.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
  };
};
