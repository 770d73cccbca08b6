import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeEarlyMetrics } from './pages/dashboard/early-metrics';
import { authProvider } from './providers/auth-provider';
import { startEarly } from './start-early';
import { serve, signedInAs } from './test/server';

const ME = 'GET /api/admin-auth/me';
const METRICS = 'GET /api/backoffice/dashboard/metrics';

describe('the requests sent before the back office renders', () => {
  it('are none on the sign-in page; elsewhere who is signed in; on the dashboard its figures too', async () => {
    const server = serve({ [ME]: signedInAs('viewer'), [METRICS]: { body: {} } });
    // Forget the admin an earlier test signed in, then count from here.
    await authProvider.logout(undefined);
    server.requests.length = 0;

    startEarly({ pathname: '/admin2025/login', search: '' });
    expect(server.requests).toEqual([]);

    startEarly({ pathname: '/admin2025/jobs', search: '' });
    await waitFor(() => expect(server.requests).toEqual([ME]));

    await authProvider.logout(undefined);
    server.requests.length = 0;
    startEarly({ pathname: '/admin2025/dashboard', search: '?job=jobaaaaaaaaaaaa1' });
    await waitFor(() => expect([...server.requests].sort()).toEqual([ME, METRICS]));
    expect(takeEarlyMetrics('jobaaaaaaaaaaaa1')).toBeDefined();
  });
});
