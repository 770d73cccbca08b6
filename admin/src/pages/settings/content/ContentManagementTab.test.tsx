import { labels, messages } from '@careers/shared/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../test/render';
import { listOf, serve, signedInAs } from '../../../test/server';
import ContentManagementTab from './ContentManagementTab';

const text = labels.sectionsAdmin;
const section = (id: string, title: string, display_order: number) => ({
  id,
  page_name: 'home',
  section_key: title.toLowerCase(),
  section_type: 'content',
  title,
  subtitle: null,
  content: null,
  image_url: null,
  metadata: { icon: 'Zap' },
  display_order,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const rows = [section('sectionbanner01', 'Banner', 0), section('sectionheading1', 'Heading', 1)];
const move = (id: string) => `POST /api/backoffice/page-sections/${id}/move`;

async function openTab(role: 'super_admin' | 'recruiter' = 'super_admin') {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    'GET /api/backoffice/page-sections': listOf('page-sections', rows),
    [move('sectionbanner01')]: { body: rows[0] },
    [move('sectionheading1')]: { body: rows[1] },
  });
  await renderInAdmin(<ContentManagementTab />);
  return server;
}

describe('Content Management: reordering sections', () => {
  it('moves a section with its arrow buttons; the first cannot go up, the last cannot go down', async () => {
    const server = await openTab();
    const user = userEvent.setup();
    const up = await screen.findByRole('button', { name: text.moveUp('Heading') });
    expect(screen.getByRole('button', { name: text.moveUp('Banner') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: text.moveDown('Heading') })).toHaveProperty('disabled', true);
    await user.click(up);
    expect(await screen.findByText(messages.sectionsAdmin.moved('Heading', 1, 2))).toBeTruthy();
    expect(server.bodies.get(move('sectionheading1'))).toEqual([{ direction: 'up' }]);
  });

  it('moves the focused section with Alt + Arrow Down from the keyboard', async () => {
    const server = await openTab();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: text.sections(text.pages.home) });
    const banner = within(list).getAllByRole('listitem')[0];
    banner?.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByText(messages.sectionsAdmin.moved('Banner', 2, 2))).toBeTruthy();
    expect(server.bodies.get(move('sectionbanner01'))).toEqual([{ direction: 'down' }]);
    // Already first: Alt + Arrow Up asks nothing of the server.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(server.bodies.get(move('sectionbanner01'))).toHaveLength(1);
  });

  it('is refused to a role without manage_content', async () => {
    const server = await openTab('recruiter');
    expect(await screen.findByText(messages.signIn.notAllowed)).toBeTruthy();
    expect(server.requests).not.toContain('GET /api/backoffice/page-sections');
  });
});
