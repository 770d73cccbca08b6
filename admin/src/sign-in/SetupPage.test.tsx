import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/render';
import { refusal, serve } from '../test/server';
import SetupPage from './SetupPage';

describe('first-admin setup page', () => {
  it('shows the password rule beside the field and the server’s refusal of a guessable password', async () => {
    const server = serve({
      'GET /api/admin-auth/setup': { body: { data: { setup_open: true } } },
      'POST /api/admin-auth/setup': refusal(400, messages.passwords.guessable),
    });
    await renderInAdmin(<SetupPage />);
    expect(await screen.findByText(messages.passwords.rule)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(labels.accountFields.fullName, { exact: false }), 'First Admin');
    await user.type(screen.getByLabelText(labels.accountFields.email, { exact: false }), 'first@gulfhorizon.test');
    await user.type(screen.getByLabelText(labels.accountFields.password, { exact: false }), 'Password1');
    await user.click(screen.getByRole('button', { name: labels.signIn.createAdmin }));
    expect(await screen.findByText(messages.passwords.guessable)).toBeTruthy();
    expect(server.requests).toContain('POST /api/admin-auth/setup');
  });
});
