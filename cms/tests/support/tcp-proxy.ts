// A TCP proxy between a child CMS and its database that can stop passing bytes: a database (or the
// network to it) that hangs, without closing a single connection.

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  /** From now on no byte passes either way, on open connections and new ones alike. */
  freeze(): void;
  /** Passes bytes again, including what waited. */
  thaw(): void;
  close(): Promise<void>;
}

export async function freezableProxy(targetHost: string, targetPort: number): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe(), which would resume them.
    if (frozen) {
      client.pause();
      upstream.pause();
    }
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const [client, upstream] of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
