import { labels } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import auditLog from '.';

const text = labels.auditLogAdmin;
const entry = {
  id: 'auditentry000001',
  occurred_at: '2026-11-20T22:30:00.000Z',
  action: 'application.cv_viewed',
  actor_email: 'recruiter@gulfhorizon.bh',
  entity_type: 'application',
  entity_id: 'application00001',
  ip: '10.0.0.7',
  details: { via: 'viewer' },
};

describe('the audit log', () => {
  it('shows when in Bahrain’s time, the action, the actor (or System), the subject by id and the details', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/audit-log': listOf('audit-log', [
        entry,
        { ...entry, id: 'auditentry000002', action: 'site_build.started', actor_email: null, ip: null, details: null },
      ]),
    });
    await renderInAdmin(<auditLog.list />, { resource: 'audit-log' });
    const row = (await screen.findByText('application.cv_viewed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('21 Nov 2026, 01:30')).toBeTruthy();
    expect(within(row).getByText('recruiter@gulfhorizon.bh')).toBeTruthy();
    expect(within(row).getByText('application application00001')).toBeTruthy();
    expect(within(row).getByText('via: viewer')).toBeTruthy();
    const system = (await screen.findByText('site_build.started')).closest('tr') as HTMLElement;
    expect(within(system).getByText(text.system)).toBeTruthy();
    // Read only: no row is a link to an edit page.
    expect(screen.queryByRole('link', { name: /application\.cv_viewed/ })).toBeNull();
  });

  it('sends its filters to the server, newest first', async () => {
    const asked: URL[] = [];
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/audit-log': ({ url }) => {
        asked.push(url);
        return listOf('audit-log', [entry]);
      },
    });
    await renderInAdmin(<auditLog.list />, { resource: 'audit-log' });
    await screen.findByText('application.cv_viewed');
    expect(JSON.parse(asked[0]?.searchParams.get('sort') ?? '[]')).toEqual(['occurred_at', 'DESC']);
    await userEvent.setup().type(screen.getByLabelText(text.filters.action), 'application.');
    await waitFor(() =>
      expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ action: 'application.' }),
    );
  });
});
