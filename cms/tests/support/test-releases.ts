// Where a test run's site builds put their releases: inside the site's folder, as in production
// (site/releases). astro build keeps its server chunks beside its output only when the output lies
// inside its working folder; otherwise it uses the site's one .astro/ folder, and two suites
// building at once delete each other's chunks mid-build.
import { join } from 'node:path';

export const testReleasesDir = (siteDir: string, run: string): string => join(siteDir, 'releases', `test-${run}`);
