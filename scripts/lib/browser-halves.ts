// The browser journeys split in two halves of about equal length, one half on each database, so
// each journey runs once per CI run and both databases still serve the browser (docs/PERFORMANCE.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each journey file took in one browser run (2026-11-28, 2 × vCPU, nothing else running).
 * Only the split reads them: a file missing here counts as a middling one, and still runs.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'back-office.spec.ts': 56,
  'application-detail.spec.ts': 52,
  'apply.spec.ts': 50,
  'site.spec.ts': 48,
  'arabic-site.spec.ts': 40,
  'arabic-apply.spec.ts': 12,
  'arabic-english-content.spec.ts': 25,
  'arabic-onboarding.spec.ts': 5,
  'publish.spec.ts': 42,
  'error-texts.spec.ts': 57,
  'applications-list.spec.ts': 39,
  'benefits-content.spec.ts': 30,
  'settings.spec.ts': 23,
  'jobs.spec.ts': 23,
  'page-widths.spec.ts': 19,
  'dashboard.spec.ts': 16,
  'hired-staff.spec.ts': 11,
  'bulk-actions.spec.ts': 11,
  'interview-agenda.spec.ts': 10,
  'email-templates.spec.ts': 10,
  'hire.spec.ts': 8,
  'pipeline-board.spec.ts': 7,
  'onboarding.spec.ts': 6,
  'interviews.spec.ts': 5,
  'cv-tab.spec.ts': 5,
  'cross-site.spec.ts': 1,
};
const UNKNOWN_SECONDS = 20;

/** Every journey file of `e2eDir`, as paths relative to the tests folder, in two halves: longest first, each to the shorter half. */
export function browserHalves(e2eDir: string): [string[], string[]] {
  const files = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));
  const weight = (name: string) => SECONDS[name] ?? UNKNOWN_SECONDS;
  const halves: [{ files: string[]; seconds: number }, { files: string[]; seconds: number }] = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const name of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const shorter = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    shorter.files.push(join('e2e', name));
    shorter.seconds += weight(name);
  }
  return [halves[0].files, halves[1].files];
}
