import { serverEnv } from '../src/platform/config/server-env';

export default () => {
  const env = serverEnv();
  return {
    host: env.host,
    port: env.port,
    url: env.publicUrl,
    proxy: { koa: env.trustedProxies > 0 },
    app: { keys: env.secrets.APP_KEYS.split(',') },
    // Our banner (src/startup-banner.ts) replaces Strapi's table, which would break production's JSON lines.
    logger: { updates: { enabled: false }, startup: { enabled: false } },
  };
};
