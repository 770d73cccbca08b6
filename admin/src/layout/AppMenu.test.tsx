import { labels } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/render';
import { serve, signedInAs } from '../test/server';
import AppMenu from './AppMenu';

const nav = labels.adminNav;
const PAGES = [
  nav.dashboard,
  nav.jobs,
  nav.applications,
  nav.interviews,
  nav.hiredStaff,
  nav.benefits,
  nav.settings,
  nav.emailTemplates,
];

async function menuFor(role: Parameters<typeof signedInAs>[0]) {
  const server = serve({ 'GET /api/admin-auth/me': signedInAs(role) });
  await renderInAdmin(<AppMenu />);
  // View Site and Logout are there for everyone; the pages come once the flags are known.
  await screen.findByText(nav.logout);
  return server;
}

const shown = async (name: string) => (await screen.findByRole('menuitem', { name })).textContent;

describe('the menu', () => {
  it('shows a super_admin every page, asking for the signed-in admin once', async () => {
    const server = await menuFor('super_admin');
    for (const page of PAGES) expect(await shown(page)).toBe(page);
    expect(screen.getByText(nav.viewSite)).toBeTruthy();
    expect(server.requests.filter((request) => request === 'GET /api/admin-auth/me')).toHaveLength(1);
  });

  it('shows a recruiter only the pages of jobs, applications and metrics', async () => {
    await menuFor('recruiter');
    for (const page of [nav.dashboard, nav.jobs, nav.applications, nav.interviews, nav.hiredStaff])
      expect(await shown(page)).toBe(page);
    for (const page of [nav.benefits, nav.settings, nav.emailTemplates])
      expect(screen.queryByRole('menuitem', { name: page })).toBeNull();
  });

  it('shows a viewer the dashboard alone', async () => {
    await menuFor('viewer');
    expect(await shown(nav.dashboard)).toBe(nav.dashboard);
    for (const page of PAGES.slice(1)) expect(screen.queryByRole('menuitem', { name: page })).toBeNull();
    expect(screen.getByText(nav.viewSite)).toBeTruthy();
  });
});
