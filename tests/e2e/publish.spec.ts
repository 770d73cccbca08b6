import { mkdtempSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CmsEditor } from './support/cms-editor';
import { changeSetting } from './support/control';
import { dbTime, queryRow } from './support/database';
import { RELEASE_POLL, releaseJourneyTimeout, waitForBuildsToSettle, waitForPage } from './support/live-site';
import { base } from './support/system';

let editor: CmsEditor;
test.beforeAll(async () => {
  editor = await CmsEditor.signIn();
});
test.afterAll(async () => {
  await editor.signOut();
});

/** Points a symbolic link somewhere else in one step, as a deploy switches code. */
function relink(link: string, target: string): void {
  const next = `${link}.next`;
  symlinkSync(target, next);
  renameSync(next, link);
}

/** Runs `during` while the site's code is a broken deploy (the build cannot run), then restores it. */
async function withBrokenSiteCode(during: () => Promise<void>): Promise<void> {
  const link = process.env.E2E_SITE_SOURCE_LINK ?? '';
  const siteCode = readlinkSync(link);
  const broken = mkdtempSync(join(tmpdir(), 'careers-broken-site-'));
  relink(link, broken);
  try {
    await during();
  } finally {
    relink(link, siteCode);
    rmSync(broken, { recursive: true, force: true });
  }
}

test('the first start builds the site once, and that build succeeds', async () => {
  // The global setup started the system on an empty database: its first release came from this build.
  const firstStart = await queryRow(
    'SELECT COUNT(*) AS runs, SUM(CASE WHEN status = \'succeeded\' THEN 1 ELSE 0 END) AS succeeded FROM site_builds WHERE "trigger" = ?',
    'first start',
  );
  expect(Number(firstStart?.runs)).toBe(1);
  expect(Number(firstStart?.succeeded)).toBe(1);
});

const NEW_POSTING = {
  department: 'Finance',
  location: 'Manama, Bahrain',
  type: 'full-time',
  description: 'Owns the monthly close for the Manama office.',
  responsibilities: '- Prepare the monthly close',
  requirements: '- Three years in accounting',
  posting_status: 'active',
};

// How fast a publish goes live is a figure of the benchmarks; here each step waits for its release.
test.describe('publishing from /cms', () => {
  test.setTimeout(releaseJourneyTimeout(3));

  test('a posting saved as active is served with its page and in /jobs; once closed both are gone', async ({
    page,
  }) => {
    const title = `Publish Journey Analyst ${Date.now()}`;
    const documentId = await editor.createPosting({ ...NEW_POSTING, title });

    await waitForPage(page.request, `/jobs/${documentId}/`, 200);
    await page.goto(`${base()}/jobs/${documentId}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goto(`${base()}/jobs/`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await editor.updatePosting(documentId, { posting_status: 'closed' });
    await waitForPage(page.request, `/jobs/${documentId}/`, 404);
    await page.goto(`${base()}/jobs/${documentId}/`);
    await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await page.goto(`${base()}/jobs/`);
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a failing build leaves the previous release served and is recorded; the next good build publishes', async ({
    page,
  }) => {
    // A build another journey asked for could still be running with whole code: let it finish first.
    await waitForBuildsToSettle();
    const since = Date.now();
    const title = `Held Back Controller ${since}`;
    let documentId = '';
    let closed = false;
    try {
      await withBrokenSiteCode(async () => {
        documentId = await editor.createPosting({ ...NEW_POSTING, title });
        const latestRun = () =>
          queryRow('SELECT status, error_tail FROM site_builds WHERE started_at >= ? ORDER BY id DESC', dbTime(since));
        await expect.poll(async () => (await latestRun())?.status, RELEASE_POLL).toBe('failed');
        expect(String((await latestRun())?.error_tail)).not.toBe('');
        // The live release is the previous one: the site works, without the new posting.
        expect((await page.goto(`${base()}/jobs/${documentId}/`))?.status()).toBe(404);
        await page.goto(`${base()}/jobs/`);
        await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
      });
      // With the code whole again, the next publish brings the posting live.
      await editor.updatePosting(documentId, { title });
      await waitForPage(page.request, `/jobs/${documentId}/`, 200);
      await editor.updatePosting(documentId, { posting_status: 'closed' });
      closed = true;
      await waitForPage(page.request, `/jobs/${documentId}/`, 404);
    } finally {
      // Closed again even when the journey fails midway: the demo company stays as it was.
      if (documentId && !closed) await editor.updatePosting(documentId, { posting_status: 'closed' });
    }
  });

  test('maintenance mode replaces every public page; the API and the back office stay up; switching it off restores them', async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get(`${base()}/api/public/jobs`)).json()) as { data: { id: string }[] };
    const jobPath = `/jobs/${jobs.data[0]?.id}/`;
    const homeHeading = async () => {
      await page.goto(`${base()}/`);
      return page.getByRole('heading', { level: 1 }).textContent();
    };
    await changeSetting('maintenance_mode', true);
    try {
      await editor.resaveFirstBenefit();
      await expect.poll(homeHeading, RELEASE_POLL).toBe("We'll be back soon");
      for (const path of ['/jobs/', jobPath, '/jobs/notanopenposting00000001/', '/benefits/', '/about/']) {
        await page.goto(`${base()}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText("We'll be back soon");
        await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(0);
        // No navigation leads to more of the same message.
        await expect(page.getByRole('navigation')).toHaveCount(0);
      }
      expect((await request.get(`${base()}/api/public/jobs`)).status()).toBe(200);
      // The back office is not part of the public site: recruiters can still sign in.
      await page.goto(`${base()}/admin2025`);
      await expect(page).toHaveURL(/\/admin2025\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recruitment back office');
      await expect(page.getByLabel('Email')).toBeEditable();
      await expect(page.getByLabel('Password')).toBeEditable();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      await expect(page.getByText("We'll be back soon")).toHaveCount(0);
    } finally {
      await changeSetting('maintenance_mode', false);
      await editor.resaveFirstBenefit();
    }
    await expect.poll(homeHeading, RELEASE_POLL).not.toBe("We'll be back soon");
    await page.goto(`${base()}/jobs/`);
    await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
  });
});
