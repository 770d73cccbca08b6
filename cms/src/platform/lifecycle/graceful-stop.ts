import type { Core } from '@strapi/strapi';
import { waitForIdleDatabase } from '../database/idle-pool';
import { stopEngine } from '../engine';

let draining = false;

/**
 * True from the first SIGTERM or SIGINT on: /_ready answers 503 and answers close their connection,
 * while requests are still taken and served for the drain.
 */
export function isDraining(): boolean {
  return draining;
}

/** Strapi's own handler (@strapi/core utils/signals.js) destroys every open connection at once. */
const STRAPI_SIGNAL_HANDLER = 'terminateStrapi';
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export interface StopTiming {
  /** How long requests are still taken and served, /_ready answering 503, before the listener closes. */
  drainMs: number;
  /** How long the requests in flight then may take to finish before their connections are cut. */
  graceMs: number;
}

/**
 * What a deploy's SIGTERM (and Ctrl+C) does: say not ready and keep serving for the drain, then stop
 * taking connections, let the requests in flight finish (at most `graceMs`), let the engine's workers
 * finish their current item, then close the database pool and exit 0. An answer is never cut off
 * after its work was stored, so nobody applies twice.
 */
export function stopGracefullyOnSignals(strapi: Core.Strapi, timing: StopTiming): void {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === STRAPI_SIGNAL_HANDLER) process.off(signal, listener);
    }
    process.on(signal, (received: NodeJS.Signals) => {
      // A process manager may send the signal to the whole group, so it can arrive twice: one stop.
      if (draining) return;
      draining = true;
      stop(strapi, timing, received).then(
        () => process.exit(0),
        (error: unknown) => {
          strapi.log.error(`[stop] ${(error as Error).stack ?? String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

/** Closes the listening socket and resolves once every connection has ended, or cuts them at the bound. */
function closeHttp(strapi: Core.Strapi, graceMs: number): Promise<void> {
  const server = strapi.server.httpServer;
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => {
      strapi.log.warn(`[stop] requests still running after ${graceMs} ms: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    // A connection whose request has not arrived yet stays open for it (one nginx has just opened is
    // answered, not reset).
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    // Keep-alive connections with no request in flight would otherwise hold close() until they time out.
    server.closeIdleConnections();
  });
}

/**
 * The workers finish their current item, within the same bound: a long item (a site build) that is
 * still running then is left to its claim, which runs out, and another instance runs it again.
 */
async function stopWorkers(strapi: Core.Strapi, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), graceMs);
  });
  const outcome = await Promise.race([stopEngine().then(() => 'done' as const), bound]);
  clearTimeout(timer);
  if (outcome === 'cut') {
    strapi.log.warn(`[stop] background work still running after ${graceMs} ms: left to its claim`);
  }
}

/**
 * Serving on while /_ready answers 503: a load balancer that probes takes the instance out before its
 * port refuses connections, and one that does not (nginx) still gets every request it sends answered.
 */
async function drain(strapi: Core.Strapi, drainMs: number, signal: NodeJS.Signals): Promise<void> {
  if (drainMs === 0 || !strapi.server.httpServer.listening) return;
  strapi.log.info(`[stop] ${signal}: /_ready answers 503; serving for ${drainMs} ms more before closing the port`);
  await new Promise((resolve) => setTimeout(resolve, drainMs));
}

async function stop(strapi: Core.Strapi, { drainMs, graceMs }: StopTiming, signal: NodeJS.Signals): Promise<void> {
  const signalled = Date.now();
  await drain(strapi, drainMs, signal);
  const closing = Date.now();
  strapi.log.info(`[stop] ${signal}: no new connections; finishing the requests and work in flight`);
  await Promise.all([closeHttp(strapi, graceMs), stopWorkers(strapi, graceMs)]);
  // What follows the last answers (event listeners, after-commit hooks) still queries for a moment.
  if (!(await waitForIdleDatabase(strapi, Math.max(Date.now() + 1_000, closing + graceMs)))) {
    strapi.log.warn('[stop] the database pool was still busy: closing it anyway');
  }
  // Strapi's destroy: plugins, our destroy hook, then the database pool, now idle.
  await strapi.destroy();
  // The logger outlives Strapi's destroy: the last line is in the same format as the others.
  strapi.log.info(`[stop] stopped cleanly in ${Date.now() - signalled} ms`);
}
