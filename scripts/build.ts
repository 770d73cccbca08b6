// The deploy's build step (docs/OPERATIONS.md, Deploying): install exactly the lockfile and build shared, the
// CMS with its /cms panel and the back office; starts nothing. The service then runs the built code
// (deploy/careers.service), and operational commands use it without installing anything.
import { buildRelease } from './lib/build-release.ts';

await buildRelease();
console.log('\n✔ Built. Start the service: systemctl restart careers (docs/OPERATIONS.md, Deploying)');
