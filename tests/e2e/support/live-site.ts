// The public site is a static release built after each publish: what the API says is open reaches
// the pages only with the next release. Tests wait for the release that holds what they need.
import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { queryRow } from './database';
import { sessionOf } from './sessions';
import { base } from './system';

/**
 * How long a test waits for a release. A build takes about 12 s on a quiet machine; on a loaded one
 * several minutes are possible, and waiting longer never makes a passing test fail.
 */
export const RELEASE_TIMEOUT_MS = 180_000;
/**
 * How a test waits for a release: asked every 250 ms (one static file or one count each time), so a
 * release is seen about 0.15 s after it went live, where a poll backing off to once a second saw it
 * about 0.5 s after.
 */
export const RELEASE_POLL = { timeout: RELEASE_TIMEOUT_MS, intervals: [250] };
/** Test time for a journey that waits for one or more releases. */
export const releaseJourneyTimeout = (releases: number): number => 60_000 + releases * RELEASE_TIMEOUT_MS;

export interface PublicJob {
  id: string;
  title: string;
  department: string;
  type: string;
  description: string;
  screening_questions: string[] | null;
  /** Its Arabic title, when written. */
  title_ar: string | null;
  description_ar: string | null;
}

export async function openPostings(request: APIRequestContext): Promise<PublicJob[]> {
  const response = await request.get(`${base()}/api/public/jobs`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PublicJob[] }).data;
}

export async function pageStatus(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(`${base()}${path}`, { maxRedirects: 0 })).status();
}

/** Waits until the live release answers `path` with `status` (200 once published, 404 once closed). */
export async function waitForPage(request: APIRequestContext, path: string, status: 200 | 404): Promise<void> {
  await expect.poll(() => pageStatus(request, path), RELEASE_POLL).toBe(status);
}

/** The posting ids the live release lists on /jobs/. */
async function listedIds(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${base()}/jobs/`)).text();
  return [...new Set([...html.matchAll(/href="\/jobs\/([A-Za-z0-9]+)\/"/g)].map((match) => match[1] ?? ''))].sort();
}

/** Asks for a site build as an admin does (Settings → Advanced → Rebuild now). */
async function rebuildSite(): Promise<void> {
  const admin = await requests.newContext({ storageState: sessionOf('super_admin') });
  try {
    const answer = await admin.post(`${base()}/api/backoffice/settings/site-builds`, { data: {} });
    expect(answer.status(), await answer.text()).toBe(202);
  } finally {
    await admin.dispose();
  }
}

/**
 * Makes the live release show what `isLive` needs. Postings other journeys wrote straight as rows (the
 * dashboard's, the board's) reach the site only with a build that nothing else asks for: once the
 * builds on their way are done and it is still missing, this asks for one, as an admin would.
 */
async function makeLive(isLive: () => Promise<boolean>): Promise<void> {
  if (await isLive()) return;
  await waitForBuildsToSettle();
  if (!(await isLive())) await rebuildSite();
}

/** Whether the live release lists exactly the postings the API says are open. */
async function releaseListsOpenPostings(request: APIRequestContext): Promise<boolean> {
  const open = (await openPostings(request)).map((posting) => posting.id).sort();
  return JSON.stringify(await listedIds(request)) === JSON.stringify(open);
}

/**
 * The open postings, once the live release lists exactly those: earlier journeys may have opened or
 * closed postings whose build has not gone live yet, or none will (see makeLive).
 */
export async function postingsInLiveRelease(request: APIRequestContext): Promise<PublicJob[]> {
  await makeLive(() => releaseListsOpenPostings(request));
  let postings: PublicJob[] = [];
  await expect
    .poll(async () => {
      postings = await openPostings(request);
      const open = postings.map((posting) => posting.id).sort();
      return JSON.stringify(await listedIds(request)) === JSON.stringify(open);
    }, RELEASE_POLL)
    .toBe(true);
  return postings;
}

/** An open posting that matches `wanted`, once its page is in the live release. */
export async function livePosting(
  request: APIRequestContext,
  wanted: (posting: PublicJob) => boolean = () => true,
): Promise<PublicJob> {
  const posting = (await openPostings(request)).find(wanted);
  if (!posting) throw new Error('the demo company has an open posting of the kind this journey needs');
  const path = `/jobs/${posting.id}/`;
  await makeLive(async () => (await pageStatus(request, path)) === 200);
  await waitForPage(request, path, 200);
  return posting;
}

/** No site build is waiting or running: the live release shows every change saved before now. */
export async function waitForBuildsToSettle(): Promise<void> {
  await expect
    .poll(
      async () =>
        Number(
          (
            await queryRow(
              "SELECT count(*) AS count FROM background_jobs WHERE kind = 'site.build' AND status IN ('queued', 'running')",
            )
          )?.count,
        ),
      RELEASE_POLL,
    )
    .toBe(0);
}
