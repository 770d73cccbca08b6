// The sign-in pages' calls (before a session exists), and the signed-in admin's own theme.
import type {
  AccountDiagnosisAnswer,
  AdminSetupForm,
  ResetPasswordForm,
  SetupStateAnswer,
  SignInCodeAnswer,
  SignInMessageAnswer,
  ThemeAnswer,
  ThemePreference,
} from '@careers/shared';
import { api } from './api';

export const signInCalls = {
  /** The password step: e-mails a sign-in code (or a new one, with `resend`). */
  askForCode: async (email: string, password: string, resend: boolean) =>
    (
      await api<SignInCodeAnswer>(resend ? '/admin-auth/resend-code' : '/admin-auth/password', {
        body: { email, password },
      })
    ).data,
  forgotPassword: async (email: string) =>
    (await api<SignInMessageAnswer>('/admin-auth/forgot-password', { body: { email } })).data.message,
  resetPassword: async (form: ResetPasswordForm) =>
    (await api<SignInMessageAnswer>('/admin-auth/reset-password', { body: form })).data.message,
  setupIsOpen: async () => (await api<SetupStateAnswer>('/admin-auth/setup')).data.setup_open,
  setUpFirstAdmin: async (form: AdminSetupForm) =>
    (await api<SignInMessageAnswer>('/admin-auth/setup', { body: form })).data.message,
  checkAccount: async (email: string) =>
    (await api<AccountDiagnosisAnswer>('/admin-auth/check-account', { body: { email } })).data,
  saveTheme: (preference: ThemePreference) =>
    api<ThemeAnswer>('/admin-auth/me/theme', { method: 'PUT', body: preference }),
};
