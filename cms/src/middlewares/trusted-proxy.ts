import type { Context, Next } from 'koa';
import { readEnv } from '../platform/config/env';
import { proxyAddressMatcher } from '../platform/network/proxy-addresses';

/** The headers a proxy sets and Koa believes once `proxy` is on (client address, https, host). */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/**
 * Koa believes X-Forwarded-For from whoever connects. When the app port is reachable past nginx, a
 * direct request would pick its own address for every rate limit and the audit: the headers count
 * only when the connection comes from a configured proxy address (TRUSTED_PROXY_ADDRESSES).
 * First in the chain, before anything reads ctx.ip.
 */
export default () => {
  const env = readEnv();
  const fromProxy = proxyAddressMatcher(env.trustedProxyAddresses);
  return async (ctx: Context, next: Next) => {
    if (env.trustedProxies > 0 && !fromProxy(ctx.req.socket.remoteAddress)) {
      for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
    }
    await next();
  };
};
