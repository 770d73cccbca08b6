import type { Context, Next } from 'koa';
import { readEnv } from '../platform/config/env';
import { Refusal } from '../platform/refusal';

/**
 * A worker instance (INSTANCE_ROLE=worker) serves nobody: /_health, /_ready and /metrics are answered
 * before this, and every other address is 404, so a request that reaches it by mistake (a proxy
 * misconfigured) gets no page, no API and no panel, and a scan sees nothing to attack.
 */
export default () => {
  if (readEnv().instanceRole !== 'worker') return (_ctx: Context, next: Next) => next();
  return () => {
    throw new Refusal(404, 'Not Found');
  };
};
