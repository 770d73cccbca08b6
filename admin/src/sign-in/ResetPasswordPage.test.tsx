import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/render';
import { refusal, serve } from '../test/server';
import ResetPasswordPage from './ResetPasswordPage';

describe('reset password page', () => {
  it('shows the password rule beside the field and the server’s refusal of a guessable password', async () => {
    serve({ 'POST /api/admin-auth/reset-password': refusal(400, messages.passwords.guessable) });
    await renderInAdmin(<ResetPasswordPage />, { at: '/reset-password?token=from-the-mail' });
    expect(await screen.findByText(messages.passwords.rule)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(labels.accountFields.newPassword), 'qwertyuiop');
    await user.type(screen.getByLabelText(labels.accountFields.confirmPassword), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: labels.signIn.setPassword }));
    expect(await screen.findByText(messages.passwords.guessable)).toBeTruthy();
  });
});
