// The detail dialog's CV tab reads the CV once: every read of the view route is audited as a view
// (docs/requirements.md#cvs-and-the-ai-matching-score), so a probe before the frame, or Chromium's viewer asking a framed
// address twice, would put two views in the audit log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { makeApplications, storeCv } from './support/applications';
import { queryRow } from './support/database';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

/** One new application of its own with `bytes` stored as its CV; its id and name. */
async function applicationWithCv(bytes: Buffer, extension: string) {
  const batch = await makeApplications(1);
  const name = `${batch.tag} Applicant 1`;
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  const id = String(row?.document_id);
  await storeCv(id, bytes, extension);
  return { id, name, tag: batch.tag };
}

async function viewsAudited(id: string): Promise<number> {
  const row = await queryRow(
    "SELECT COUNT(*) AS n FROM audit_events WHERE action = 'application.cv_viewed' AND entity_id = ?",
    id,
  );
  return Number(row?.n);
}

/** Every request the page (and its frames) makes to the CV view route. */
function viewRequests(page: Page, id: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/backoffice/applications/${id}/cv/view`) seen.push(request.method());
  });
  return seen;
}

test.describe('the CV tab', () => {
  test('shows a PDF in the browser’s viewer from one read, one audited view', async ({ page }) => {
    const cv = await applicationWithCv(makePdf(['Curriculum vitae', 'Eight years in payroll']), 'pdf');
    const seen = viewRequests(page, cv.id);
    const framed = page.waitForResponse((response) => response.url().endsWith(`/applications/${cv.id}/cv/view`));
    await page.goto(`${base()}/admin2025/applications/${cv.id}/cv?q=${cv.tag}`);
    const dialog = page.getByRole('dialog', { name: cv.name });
    const frame = dialog.locator(`iframe[title="CV of ${cv.name}"]`);
    await expect(frame).toBeVisible();
    expect((await framed).status()).toBe(200);
    // The frame holds the PDF itself (Chromium's viewer), not an error page.
    const shown = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(() => shown?.evaluate(() => document.contentType)).toBe('application/pdf');
    // The view is audited before its answer is sent: by now every read the tab made is counted.
    expect(seen).toEqual(['GET']);
    expect(await viewsAudited(cv.id)).toBe(1);
  });

  test('shows a Word CV as its text from one JSON read, one audited view', async ({ page }) => {
    const docx = readFileSync(join(import.meta.dirname, '../../cms/tests/fixtures/cvs/accountant.docx'));
    const cv = await applicationWithCv(docx, 'docx');
    const seen = viewRequests(page, cv.id);
    await page.goto(`${base()}/admin2025/applications/${cv.id}/cv?q=${cv.tag}`);
    await expect(page.getByRole('dialog', { name: cv.name }).getByTestId('cv-text')).toBeVisible();
    expect(seen).toEqual(['GET']);
    expect(await viewsAudited(cv.id)).toBe(1);
    await expect(page.getByRole('dialog', { name: cv.name }).locator('iframe')).toHaveCount(0);
  });
});
