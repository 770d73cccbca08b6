import { readFileSync } from 'node:fs';
import { labels, MIN_SECONDS_BEFORE_SUBMIT, messages } from '@careers/shared';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { makePdf } from '../../cms/tests/support/file-fixtures.ts';
import { applyJourneys, fillApplicantFields } from './support/apply-form';
import { expectNoAxeViolations } from './support/axe';
import { letTimePass } from './support/control';
import { queryRow } from './support/database';
import { livePosting } from './support/live-site';
import { newestMail } from './support/mailbox';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

// The candidate's own page, the whole journey: a candidate applies, opens the private link from their
// mailbox, downloads a copy of their data, withdraws, erases it all; the recruiter then sees the
// erased record and the requests in the Privacy register.

const text = messages.selfService;

/** Applies through the site's form to a posting without screening questions; answers the reference. */
async function apply(page: Page, email: string): Promise<string> {
  const job = await livePosting(page.request, (posting) => (posting.screening_questions?.length ?? 0) === 0);
  await page.goto(`${base()}/jobs/${job.id}/`);
  await page.getByRole('button', { name: 'Apply for This Position' }).click();
  const dialog = page.getByRole('dialog');
  await fillApplicantFields(dialog, {
    fullName: 'Rana Journey',
    email,
    phone: '+973 3655 1200',
    totalYears: 6,
    relatedYears: 4,
  });
  await dialog.getByLabel(/^CV/).setInputFiles({
    name: 'rana-cv.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(['Rana Journey', 'Accountant']),
  });
  await dialog.getByLabel(messages.apply.accuracyStatement).check();
  await dialog.getByLabel(messages.privacy.consentLabel).check();
  await letTimePass(page, MIN_SECONDS_BEFORE_SUBMIT * 1000);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  return (await dialog.locator('[data-reference-id]').textContent()) ?? '';
}

test.describe('a candidate’s own page', () => {
  applyJourneys();

  test('apply → the link from the mailbox → download the ZIP → withdraw → erase → the recruiter sees it', async ({
    page,
    browser,
  }) => {
    const email = `rana.${Date.now()}@example.com`;
    const reference = await apply(page, email);
    expect(reference).toMatch(/^GH-[A-Z0-9]{8}$/);

    // The link in the confirmation e-mail, as the candidate's mail app shows it.
    const mail = await newestMail(email);
    const link = /https?:\/\/\S+\/my-applications\/#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    // The e-mail names the configured public address; this run's server listens on its own port.
    const { pathname, hash } = new URL(link as string);
    await page.goto(`${base()}${pathname}${hash}`);
    await expect(page.getByRole('heading', { name: text.pageTitle, level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: text.reference(reference) });
    await expect(item.getByText(text.statuses.new)).toBeVisible();
    // The token leaves the address bar (and so any copy of it) at once.
    expect(page.url()).not.toContain('#');
    await expect(page.getByRole('textbox', { name: text.email })).toHaveValue(email);
    await expect(page.getByRole('heading', { name: text.lostLinkTitle })).toBeHidden();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.downloadCopy }).click();
    const download = await downloading;
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json'])) as {
      applications: { reference_id: string; email: string }[];
    };
    expect(data.applications).toEqual([expect.objectContaining({ reference_id: reference, email })]);
    expect(new TextDecoder().decode(files[`files/${reference}/cv.pdf`]?.subarray(0, 5))).toBe('%PDF-');

    await item.getByRole('button', { name: text.withdraw }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(text.withdrawConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: text.withdraw }).click();
    await expect(page.getByRole('status')).toHaveText(text.withdrawn);
    await expect(item.getByText(text.statuses.withdrawn)).toBeVisible();
    await expect(item.getByRole('button', { name: text.withdraw })).toHaveCount(0);

    await page.getByRole('button', { name: text.erase }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.erase }).click();
    await expect(page.getByRole('status')).toHaveText(text.erased);
    await expect(page.getByRole('heading', { name: text.applicationsTitle, exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: text.lostLinkTitle })).toBeVisible();

    // The recruiter: the erased record, read only, and the requests in the register.
    const row = await queryRow('SELECT document_id, status FROM applications WHERE reference_id = ?', reference);
    expect(row?.status).toBe('withdrawn');
    const recruiter = await browser.newContext({ storageState: sessionOf('super_admin') });
    try {
      const backOffice = await recruiter.newPage();
      await backOffice.goto(`${base()}/admin2025/applications/${row?.document_id}/overview`);
      const detail = backOffice.getByRole('dialog');
      await expect(detail.getByTestId('erased-notice')).toBeVisible();
      await expect(detail.getByText(messages.privacy.erasedCandidate).first()).toBeVisible();
      await expect(detail.getByRole('combobox', { name: labels.applicationDetail.changeStatus })).toHaveCount(0);

      await backOffice.goto(`${base()}/admin2025/privacy`);
      const requests = backOffice.getByRole('table', { name: labels.privacyAdmin.requests.title });
      for (const kind of ['erasure', 'withdrawal', 'access'] as const) {
        await expect(
          requests
            .getByRole('row')
            .filter({ hasText: reference })
            .filter({ hasText: labels.privacyAdmin.requests.kinds[kind] }),
        ).toHaveCount(1);
      }
      const erasures = backOffice.getByRole('table', { name: labels.privacyAdmin.erasures.title });
      await expect(erasures.getByRole('row').filter({ hasText: reference })).toContainText(
        messages.privacy.erasureRules.candidate_request,
      );
    } finally {
      await recruiter.close();
    }
  });
});
