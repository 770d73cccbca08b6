import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A port nothing listens on now, for a process the test starts on a known address. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}
