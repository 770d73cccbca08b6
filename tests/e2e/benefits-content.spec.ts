import { labels, messages } from '@careers/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { RELEASE_POLL, releaseJourneyTimeout } from './support/live-site';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });

const benefitsText = { ...labels.benefitsAdmin, ...messages.benefitsAdmin };
const sectionsText = { ...labels.sectionsAdmin, ...messages.sectionsAdmin };
const CONFIRM = labels.dialogs.confirm;

/** Whether the live release's /benefits/ page lists a benefit titled `title`. */
async function publicBenefitsList(request: APIRequestContext, title: string): Promise<boolean> {
  return (await (await request.get(`${base()}/benefits/`)).text()).includes(title);
}

test.describe('benefits and page content from the back office', () => {
  test.setTimeout(releaseJourneyTimeout(2));

  test('a benefit added goes live on /benefits, leaves it once deactivated, and is deleted after a confirmation', async ({
    page,
  }) => {
    const title = `Sabbatical Leave ${Date.now()}`;
    await page.goto(`${base()}/admin2025/benefits`);
    await expect(page.getByRole('heading', { level: 1, name: benefitsText.title })).toBeVisible();

    await page.getByRole('button', { name: benefitsText.addBenefit }).click();
    const dialog = page.getByRole('dialog', { name: benefitsText.addNew });
    await expect(dialog.getByRole('button', { name: 'Award' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('textbox', { name: benefitsText.fields.title, exact: true }).fill(title);
    await dialog
      .getByRole('textbox', { name: benefitsText.fields.description, exact: true })
      .fill('Three paid months after five years.');
    await dialog.getByRole('button', { name: 'Sparkles' }).click();
    await dialog.getByRole('combobox', { name: benefitsText.fields.category }).click();
    await page.getByRole('option', { name: 'Growth' }).click();
    await dialog.getByRole('button', { name: benefitsText.save }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Growth')).toBeVisible();
    await expect(card.getByText(benefitsText.active)).toBeVisible();
    // With this journey's own card on it, whatever else the database holds.
    await expectNoAxeViolations(page);

    await expect.poll(() => publicBenefitsList(page.request, title), RELEASE_POLL).toBe(true);
    await page.goto(`${base()}/benefits/`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    await page.goto(`${base()}/admin2025/benefits`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: benefitsText.deactivate }).click();
    await expect(page.getByText(benefitsText.deactivated)).toBeVisible();
    await expect(card.getByText(benefitsText.inactive)).toBeVisible();
    await expect.poll(() => publicBenefitsList(page.request, title), RELEASE_POLL).toBe(false);

    await card.getByRole('button', { name: benefitsText.deleteOne(title) }).click();
    const confirm = page.getByRole('dialog', { name: benefitsText.confirmDeleteTitle });
    await expect(confirm).toContainText(benefitsText.confirmDelete(title));
    await confirm.getByRole('button', { name: CONFIRM }).click();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('about sections are added, one is edited, the other moved above it, then both deleted', async ({ page }) => {
    const stamp = Date.now();
    const title = `Our promise ${stamp}`;
    const edited = `Our promise to candidates ${stamp}`;
    const pledge = `Our pledge ${stamp}`;
    await page.goto(`${base()}/admin2025/settings?tab=content`);
    await page.getByRole('combobox', { name: sectionsText.page }).click();
    await page.getByRole('option', { name: sectionsText.pages.about }).click();
    const list = page.getByRole('list', { name: sectionsText.sections(sectionsText.pages.about) });

    const addSection = async (sectionTitle: string, key: string, checkAxe = false) => {
      await page.getByRole('button', { name: sectionsText.addSection }).click();
      const dialog = page.getByRole('dialog', { name: sectionsText.newSection });
      await dialog.getByRole('textbox', { name: sectionsText.fields.title, exact: true }).fill(sectionTitle);
      await dialog.getByRole('textbox', { name: sectionsText.fields.section_key }).fill(key);
      await dialog.getByRole('button', { name: 'Target' }).click();
      if (checkAxe) await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: sectionsText.save }).click();
      await expect(list.getByRole('heading', { name: sectionTitle })).toBeVisible();
    };
    await addSection(title, `promise_${stamp}`, true);
    await expectNoAxeViolations(page);
    await addSection(pledge, `pledge_${stamp}`);

    await list.getByRole('button', { name: benefitsText.editOne(title) }).click();
    const edit = page.getByRole('dialog', { name: sectionsText.editSection });
    await expect(edit.getByRole('button', { name: 'Target' })).toHaveAttribute('aria-pressed', 'true');
    await edit.getByRole('textbox', { name: sectionsText.fields.title, exact: true }).fill(edited);
    await edit.getByRole('button', { name: sectionsText.save }).click();
    await expect(list.getByRole('heading', { name: edited })).toBeVisible();
    const publicSections = await page.request.get(`${base()}/api/public/pages/about/sections`);
    expect(JSON.stringify(await publicSections.json())).toContain(edited);

    // A new section goes after the page's last one: the pledge right below the promise.
    const place = async (sectionTitle: string) =>
      (await list.getByRole('heading').allTextContents()).indexOf(sectionTitle);
    const before = await place(pledge);
    expect(before).toBe((await place(edited)) + 1);
    // From the keyboard: the pledge, focused, goes one place up, above the promise.
    await list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: pledge }) })
      .focus();
    await page.keyboard.press('Alt+ArrowUp');
    const count = await list.getByRole('listitem').count();
    await expect(page.getByText(sectionsText.moved(pledge, before, count))).toBeVisible();
    await expect.poll(() => place(pledge)).toBe(before - 1);
    expect(await place(edited)).toBe(before);

    for (const sectionTitle of [edited, pledge]) {
      await list.getByRole('button', { name: benefitsText.deleteOne(sectionTitle) }).click();
      await page
        .getByRole('dialog', { name: sectionsText.confirmDeleteTitle })
        .getByRole('button', { name: CONFIRM })
        .click();
      await expect(list.getByRole('heading', { name: sectionTitle })).toHaveCount(0);
    }
  });
});
