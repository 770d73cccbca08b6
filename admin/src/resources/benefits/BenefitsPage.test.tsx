import { BUILT_IN_ROLES, labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderResourceList } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import BenefitsPage from './BenefitsPage';

const text = labels.benefitsAdmin;
const CREATE = 'POST /api/backoffice/benefits';
const stored = (id: string, title: string, display_order: number, is_active = true) => ({
  id,
  title,
  description: `${title} for every employee`,
  category: 'Wellness',
  icon: 'Dumbbell',
  display_order,
  is_active,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const rows = [stored('benefitgym00001', 'Gym', 0), stored('benefitlunch0001', 'Lunch', 1, false)];

type ListRoute = Parameters<typeof serve>[0][string];

async function openPage(
  role: Parameters<typeof signedInAs>[0] = 'super_admin',
  list: ListRoute = listOf('benefits', rows),
  at = '/benefits',
) {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    'GET /api/backoffice/benefits': list,
    [CREATE]: ({ body }) => ({ status: 201, body: { ...stored('benefitnew00001', 'New', 2), ...(body as object) } }),
  });
  await renderResourceList('/benefits/*', <BenefitsPage />, at);
  return server;
}

describe('Benefits Management', () => {
  it('counts the benefits and shows each card with its badge', async () => {
    await openPage();
    const gym = await screen.findByRole('article', { name: 'Gym' });
    expect(within(gym).getByText(text.active)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Lunch' })).getByRole('button', { name: text.activate }),
    ).toBeTruthy();
    const figures = within(screen.getByRole('region', { name: text.figures }));
    expect(figures.getByText(text.total).nextSibling?.textContent).toBe('2');
    expect(figures.getByText(text.inactive).nextSibling?.textContent).toBe('1');
  });

  it('opens Add New Benefit with Award, Health, active and the current count as display order, and sends them', async () => {
    const server = await openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.addBenefit }));
    const dialog = await screen.findByRole('dialog', { name: messages.benefitsAdmin.addNew });
    expect(within(dialog).getByRole('button', { name: 'Award' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('combobox', { name: text.fields.category }).textContent).toBe('Health');
    expect(within(dialog).getByRole('spinbutton', { name: text.fields.display_order })).toHaveProperty('value', '2');
    expect(within(dialog).getByRole('switch', { name: text.fields.is_active })).toHaveProperty('checked', true);

    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(messages.validation.titleRequired)).toBeTruthy();
    expect(server.requests).not.toContain(CREATE);

    await user.type(within(dialog).getByRole('textbox', { name: text.fields.title }), 'Dental Cover');
    await user.type(within(dialog).getByRole('textbox', { name: text.fields.description }), 'Two check-ups a year');
    // The Arabic beside it, right to left; an Arabic text left empty is sent as none.
    const arabicTitle = within(dialog).getByRole('textbox', { name: text.fields.title_ar });
    expect(arabicTitle.getAttribute('dir')).toBe('rtl');
    await user.type(arabicTitle, 'تغطية الأسنان');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await screen.findByText(messages.benefitsAdmin.saved)).toBeTruthy();
    expect(server.bodies.get(CREATE)).toEqual([
      {
        title: 'Dental Cover',
        description: 'Two check-ups a year',
        title_ar: 'تغطية الأسنان',
        description_ar: null,
        category: 'Health',
        icon: 'Award',
        is_active: true,
        display_order: 2,
      },
    ]);
  });

  it('says a write succeeded and closes its dialog even when the reload after it fails, so nothing is sent twice', async () => {
    let lists = 0;
    const server = await openPage('super_admin', () => {
      lists += 1;
      return lists === 1
        ? listOf('benefits', rows)
        : { status: 500, body: { error: { status: 500, message: 'Down' } } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.addBenefit }));
    const dialog = await screen.findByRole('dialog', { name: messages.benefitsAdmin.addNew });
    await user.type(within(dialog).getByRole('textbox', { name: text.fields.title }), 'Dental Cover');
    await user.type(within(dialog).getByRole('textbox', { name: text.fields.description }), 'Two check-ups a year');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await screen.findByText(messages.benefitsAdmin.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.benefitsAdmin.addNew })).toBeNull());
    await waitFor(() => expect(lists).toBeGreaterThan(1));
    expect(screen.queryByText(messages.benefitsAdmin.saveFailed)).toBeNull();
    expect(server.bodies.get(CREATE)).toHaveLength(1);
  });

  it('opens Add and Edit at their own paths: a link opens the dialog, closing it returns to the cards', async () => {
    await openPage('super_admin', listOf('benefits', rows), '/benefits/benefitlunch0001');
    const dialog = await screen.findByRole('dialog', { name: messages.benefitsAdmin.edit });
    expect(within(dialog).getByRole('textbox', { name: text.fields.title })).toHaveProperty('value', 'Lunch');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/benefits'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(
      within(screen.getByRole('article', { name: 'Gym' })).getByRole('button', { name: text.editOne('Gym') }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/benefits/benefitgym00001');
    const gym = await screen.findByRole('dialog', { name: messages.benefitsAdmin.edit });
    expect(within(gym).getByRole('textbox', { name: text.fields.title })).toHaveProperty('value', 'Gym');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: text.addBenefit }));
    expect(screen.getByTestId('where').textContent).toBe('/benefits/create');
    expect(await screen.findByRole('dialog', { name: messages.benefitsAdmin.addNew })).toBeTruthy();
  });

  it('opens no dialog at a path of a benefit that is not there', async () => {
    await openPage('super_admin', listOf('benefits', rows), '/benefits/benefitgone000001');
    expect(await screen.findByRole('article', { name: 'Gym' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Create Your First Benefit when there are none', async () => {
    await openPage('super_admin', listOf('benefits', []));
    expect(await screen.findByText(messages.benefitsAdmin.noBenefitsYet)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.benefitsAdmin.createFirst })).toBeTruthy();
  });

  it('is refused to a role without manage_benefits, which asks for no benefits', async () => {
    const server = await openPage({ ...BUILT_IN_ROLES.super_admin.permissions, manage_benefits: false });
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(screen.queryByText(messages.benefitsAdmin.title)).toBeNull();
    expect(screen.queryByText(messages.benefitsAdmin.noBenefitsYet)).toBeNull();
    expect(screen.queryByRole('button', { name: text.addBenefit })).toBeNull();
    expect(server.requests.filter((request) => request.includes('/backoffice/benefits'))).toEqual([]);
  });
});
