import type { Core } from '@strapi/strapi';

/**
 * How long an idle keep-alive connection stays open on the server's side: longer than any client's
 * (browsers, Node's fetch: 4 s; nginx's upstream keepalive_timeout: 60 s), so the client always closes
 * an idle connection first. A server that closes it at the moment the client reuses it resets that
 * request (ECONNRESET, a 502 through nginx); Node's own default is 5 s.
 */
const IDLE_KEEP_ALIVE_MS = 65_000;

export function outlastClientKeepAlive(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout.
  server.headersTimeout = IDLE_KEEP_ALIVE_MS + 1_000;
}
