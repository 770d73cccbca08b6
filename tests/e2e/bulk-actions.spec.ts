// The Applications tab's bulk actions that end in a file or in queued work: Download CVs (one ZIP
// streamed by the server) and Run AI Analysis (scoring jobs followed live to the result dialog).
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { type ApplicationBatch, makeApplications, storeCv } from './support/applications';
import { queryRow, runSql } from './support/database';
import { insertPosting } from './support/recruitment-rows';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });
// The machine is shared with other suites: the admin's first load may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const applicantOf = (batch: ApplicationBatch, n: number) => `${batch.tag} Applicant ${n}`;

async function idOf(name: string): Promise<string> {
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  if (typeof row?.document_id !== 'string') throw new Error(`no application named ${name}`);
  return row.document_id;
}

/** The batch in the list, every row selected with the header's checkbox. */
async function selectAll(page: Page, batch: ApplicationBatch): Promise<void> {
  await page.goto(`${base()}/admin2025/applications?q=${batch.tag}`);
  await expect(page.getByText(`Showing 1 to ${batch.count} of ${batch.count} applications`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
}

test('Download CVs saves the selected CVs as one ZIP and says how many came and how many failed', async ({ page }) => {
  const batch = await makeApplications(4);
  const cvs = new Map<number, Buffer>([
    [1, makePdf([`CV of ${applicantOf(batch, 1)}`])],
    [2, makePdf([`CV of ${applicantOf(batch, 2)}`])],
  ]);
  for (const [n, bytes] of cvs) await storeCv(await idOf(applicantOf(batch, n)), bytes, 'pdf');
  // Applicant 3's CV is recorded but its file is gone; applicant 4 sent none.
  await runSql('UPDATE applications SET cv_url = ? WHERE full_name = ?', 'tests/cvs/gone.pdf', applicantOf(batch, 3));

  await selectAll(page, batch);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CVs' }).click();
  const download = await downloading;
  const notice = page.getByRole('dialog', { name: 'Download Complete' });
  await expect(notice).toContainText('Successfully downloaded 2 CV(s); 1 failed');
  await expect(notice).toContainText('Success:2');
  await expect(notice).toContainText('Failed:1');

  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const reference = (n: number) => `GH-${batch.tag.toUpperCase()}-${n}`;
  const expected = [1, 2].map((n) => `${reference(n)}_${applicantOf(batch, n).replaceAll(' ', '_')}_CV.pdf`);
  expect(Object.keys(entries).sort()).toEqual(expected.sort());
  for (const [index, n] of [1, 2].entries()) {
    const entry = entries[expected[index] ?? ''];
    expect(entry && Buffer.from(entry).equals(cvs.get(n) ?? Buffer.alloc(0))).toBe(true);
  }
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
});

test('Run AI Analysis asks first, shows its progress and ends with what succeeded and what failed', async ({
  page,
}) => {
  const posting = await insertPosting();
  const batch = await makeApplications(2, { ai_score: null });
  for (const n of [1, 2]) {
    await runSql(
      'INSERT INTO applications_job_posting_lnk (application_id, job_posting_id) SELECT id, ? FROM applications WHERE full_name = ?',
      posting.rowId,
      applicantOf(batch, n),
    );
  }
  const scored = await idOf(applicantOf(batch, 1));
  await storeCv(scored, makePdf(['Financial analyst', 'Six years of reporting and Excel modelling in Manama']), 'pdf');
  // A file that only claims to be a PDF: the reader gives it up, and the run counts it as failed.
  await storeCv(await idOf(applicantOf(batch, 2)), Buffer.from('not a PDF at all'), 'pdf');

  await selectAll(page, batch);
  await page.getByRole('button', { name: 'Run AI Analysis' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run AI Analysis' });
  await expect(confirm).toContainText('Run AI analysis on 2 selected application(s)? This may take a few minutes.');
  await confirm.getByRole('button', { name: 'Run AI Analysis' }).click();

  const result = page.getByRole('dialog', { name: 'AI Analysis Completed with Errors' });
  await expect(result).toContainText('Success:1', { timeout: 60_000 });
  await expect(result).toContainText('Failed:1');
  const stored = await queryRow('SELECT ai_score, ai_scoring_method FROM applications WHERE document_id = ?', scored);
  expect(stored?.ai_scoring_method).toBe('offline');
  expect(Number(stored?.ai_score)).toBeGreaterThanOrEqual(0);
  await result.getByRole('button', { name: 'OK' }).click();
  // The list reloads with the new score in the applicant's row.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: applicantOf(batch, 1) })
      .getByText(String(stored?.ai_score), { exact: true }),
  ).toBeVisible();
});
