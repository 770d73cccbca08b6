import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeApplications } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { queryRow } from './support/database';
import { insertPosting } from './support/recruitment-rows';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin'), viewport: { width: 1600, height: 900 } });

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (where: Locator, name: string) => where.getByRole('button', { name: new RegExp(`^${name} `) });

/** Presses the mouse on a card and moves it, in steps, to the middle of a column before letting go. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('card or column not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + 80, { steps: 12 });
  await page.mouse.up();
}

async function statusOf(name: string) {
  const row = await queryRow('SELECT document_id, status FROM applications WHERE full_name = ?', name);
  return { id: String(row?.document_id), status: String(row?.status) };
}

test('the pipeline board: columns by score, a mouse and a keyboard move with history, rejected asks first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const posting = await insertPosting('Board Engineer');
  const statuses = ['new', 'new', 'reviewed', 'rejected', 'hired'];
  const batch = await makeApplications(5, {
    posting,
    status: (n) => statuses[n - 1] ?? 'new',
    ai_score: (n) => [72, 91, 65, 40, 88][n - 1] ?? null,
  });
  const name = (n: number) => `${batch.tag} Applicant ${n}`;

  await page.goto(`${base()}/admin2025/jobs/${posting.id}/board`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pipeline: ${posting.title}`);
  // The best score first; rejected and hired (archived by the list's rule) have their cards too.
  await expect(column(page, 'new').getByTestId('board-card')).toHaveText([/Applicant 2(?!\d)/, /Applicant 1(?!\d)/]);
  await expect(column(page, 'new').getByTestId('column-total')).toHaveText('2 applications');
  await expect(card(column(page, 'rejected'), name(4))).toBeVisible();
  await expect(card(column(page, 'hired'), name(5))).toBeVisible();
  await expect(column(page, 'pending')).toContainText('No applications');
  await expectNoAxeViolations(page);

  // The mouse: Applicant 2 from New to Reviewed, through Change Status, with its history.
  await dragWithMouse(page, card(column(page, 'new'), name(2)), column(page, 'reviewed'));
  await expect(card(column(page, 'reviewed'), name(2))).toBeVisible();
  await expect(column(page, 'new').getByTestId('column-total')).toHaveText('1 application');
  const moved = await statusOf(name(2));
  expect(moved.status).toBe('reviewed');
  const timeline = await page.request.get(`${base()}/api/backoffice/applications/${moved.id}/timeline`);
  const entries = JSON.stringify(await timeline.json());
  expect(entries).toContain('"kind":"status"');
  expect(entries).toMatch(/"from":"new","to":"reviewed"/);

  // The keyboard: Space picks Applicant 1 up, two steps right (New, Reviewed, Interviewed), Space drops.
  // Each key once the last one is announced, as a screen-reader user hears it (the sensor listens
  // for the arrows only after the pick-up, whose "Picked up" gives way at once to where the card is).
  const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the arrows in a 0 ms timer set at the pick-up; a
  // 0 ms timer of the page's set after it runs after it, so the next key is not lost.
  const pickedUp = () => page.evaluate(() => new Promise<void>((done) => setTimeout(done, 0)));
  await card(column(page, 'new'), name(1)).focus();
  await page.keyboard.press('Space');
  await heard(`${name(1)} is over New.`);
  await pickedUp();
  await page.keyboard.press('ArrowRight');
  await heard(`${name(1)} is over Reviewed.`);
  await page.keyboard.press('ArrowRight');
  await heard(`${name(1)} is over Interviewed.`);
  await page.keyboard.press('Space');
  await heard(`${name(1)} dropped on Interviewed.`);
  await expect(card(column(page, 'interviewed'), name(1))).toBeVisible();
  await expect.poll(async () => (await statusOf(name(1))).status).toBe('interviewed');

  // Escape puts a picked-up card back where it was (once the columns have read the move back).
  await expect(card(column(page, 'interviewed'), name(1))).not.toHaveAttribute('aria-busy', 'true');
  await card(column(page, 'interviewed'), name(1)).focus();
  await page.keyboard.press('Space');
  await heard(`${name(1)} is over Interviewed.`);
  await pickedUp();
  await page.keyboard.press('ArrowRight');
  await heard(`${name(1)} is over Shortlisted.`);
  await page.keyboard.press('Escape');
  await heard(`Move cancelled. ${name(1)} stays in Interviewed.`);
  expect((await statusOf(name(1))).status).toBe('interviewed');

  // Rejected asks for the rejection e-mail's time first; Cancel leaves the application as it was.
  await dragWithMouse(page, card(column(page, 'reviewed'), name(3)), column(page, 'rejected'));
  const rejection = page.getByRole('dialog', { name: 'Schedule Rejection Email' });
  await expect(rejection.getByRole('button', { name: 'Confirm & Send Email' })).toBeVisible();
  await rejection.getByRole('button', { name: 'Cancel' }).click();
  await expect(rejection).toBeHidden();
  await expect(card(column(page, 'reviewed'), name(3))).toBeVisible();
  expect((await statusOf(name(3))).status).toBe('reviewed');

  // A click opens the application's detail dialog; Close comes back to the board.
  await card(column(page, 'reviewed'), name(3)).click();
  await expect(page.getByRole('dialog', { name: name(3) })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${posting.id}/board$`));
});
