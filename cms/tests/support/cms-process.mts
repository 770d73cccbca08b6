// A second instance of the CMS in its own process, on the test's database, for crash and
// concurrency tests. Prints "READY <port>" once it listens; stops cleanly on SIGTERM.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const appDir = process.env.CMS_APP_DIR;
if (!appDir) throw new Error('CMS_APP_DIR is required');
const requireFromCms = createRequire(join(appDir, 'package.json'));
const { createStrapi } = requireFromCms('@strapi/strapi') as typeof import('@strapi/strapi');

const strapi = await createStrapi({ appDir, distDir: join(appDir, 'dist') }).load();
strapi.server.mount();
await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
console.log(`READY ${(strapi.server.httpServer.address() as AddressInfo).port}`);

process.on('SIGTERM', () => {
  void strapi.destroy().finally(() => process.exit(0));
});
