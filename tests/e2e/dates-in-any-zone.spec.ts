import { expect, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { queryRow } from './support/database';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

// A recruiter's browser set to another zone and locale (Los Angeles, US English): every date of the
// back office still reads in Bahrain's time (UTC+3, no summer time) in one day-month-year format.
test.use({ storageState: sessionOf('super_admin'), timezoneId: 'America/Los_Angeles', locale: 'en-US' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** A stored instant as the back office writes it, worked out here by hand: Bahrain is UTC+3. */
function inBahrain(stored: unknown, withTime: boolean): string {
  const bahrain = new Date(new Date(stored as string | number | Date).getTime() + 3 * 3_600_000);
  const day = `${bahrain.getUTCDate()} ${MONTHS[bahrain.getUTCMonth()]} ${bahrain.getUTCFullYear()}`;
  return withTime ? `${day}, ${two(bahrain.getUTCHours())}:${two(bahrain.getUTCMinutes())}` : day;
}

test('Applied, Last login and Posted read in Bahrain time, whatever the browser zone and locale', async ({ page }) => {
  const batch = await makeApplications(1);
  const applied = await queryRow('SELECT created_at FROM applications WHERE full_name = ?', `${batch.tag} Applicant 1`);
  await page.goto(`${base()}/admin2025/applications?q=${batch.tag}`);
  const row = page.getByRole('row').filter({ hasText: `${batch.tag} Applicant 1` });
  await expect(row.getByText(inBahrain(applied?.created_at, true), { exact: true })).toBeVisible();

  const admin = await queryRow('SELECT last_login FROM backoffice_admin_users WHERE email = ?', 'admin@gulfhorizon.bh');
  await page.goto(`${base()}/admin2025/users`);
  const adminRow = page.getByRole('row').filter({ hasText: 'admin@gulfhorizon.bh' });
  await expect(adminRow.getByText(inBahrain(admin?.last_login, true), { exact: true })).toBeVisible();

  const posting = await queryRow(
    "SELECT document_id, posted_date FROM job_postings WHERE posting_status = 'active' AND is_inactive = ? AND posted_date IS NOT NULL ORDER BY created_at DESC",
    false,
  );
  await page.goto(`${base()}/admin2025/jobs?tab=active`);
  const card = page.locator('article', { has: page.locator(`a[href="/jobs/${posting?.document_id}/"]`) });
  await expect(card).toContainText(`Posted ${inBahrain(posting?.posted_date, false)}`);
});
