import type { AdminProfile } from '@careers/shared';
import { messages } from '@careers/shared/client';
import type { AuthProvider } from 'react-admin';
import { allows } from './access';
import { ApiError, api } from './api';
import { isConnectionFailure, reportConnectionLost } from './connection';

/** The signed-in admin, as GET /admin-auth/me answers (the shared contract). */
export type Profile = AdminProfile;

let profile: Promise<Profile> | null = null;

/** The code was accepted, but the session it started cannot be used (the cookie was not kept, say). */
export class AuthenticationFailed extends Error {
  constructor() {
    super(messages.signIn.authenticationFailed);
  }
}

/** The signed-in admin, asked once and kept until sign-in or sign-out changes it. */
export function currentProfile(): Promise<Profile> {
  profile ??= api<{ data: Profile }>('/admin-auth/me').then((body) => body.data);
  profile.catch(() => {
    profile = null;
  });
  return profile;
}

/** The admin as react-admin's user menu shows them. */
export const identityOf = (profile: Profile) => ({ id: profile.id, fullName: profile.full_name });

/** The kept profile follows a theme the admin has just saved, so nothing reverts it to the old one. */
export function rememberTheme(theme: Profile['theme_preference']): void {
  profile = profile?.then((known) => ({ ...known, theme_preference: theme })) ?? null;
}

/**
 * react-admin's view of the server-side session. The password step happens on the login page;
 * login() here is the code step, which starts the session.
 */
export const authProvider: AuthProvider = {
  async login({ email, code }: { email: string; code: string }) {
    await api('/admin-auth/code', { body: { email, code } });
    // A 200 alone does not prove the browser sends the new session back: ask with it.
    profile = null;
    await currentProfile().catch(() => {
      throw new AuthenticationFailed();
    });
  },
  async logout() {
    profile = null;
    await api('/admin-auth/logout', { body: {} }).catch(() => undefined);
    return '/login';
  },
  async checkAuth() {
    try {
      await currentProfile();
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      // Only a 401 means signed out. Rejecting here would sign out and show the sign-in form; the
      // check stays unanswered instead while the Connection Error screen replaces the app.
      reportConnectionLost(error);
      await new Promise<never>(() => undefined);
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      profile = null;
      throw new ApiError(401, messages.signIn.signedOut);
    }
  },
  async getIdentity() {
    return identityOf(await currentProfile());
  },
  async getPermissions() {
    return (await currentProfile()).permissions;
  },
  /** From the flags the session answered with at sign-in (the profile is asked once, then kept). */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const me = await currentProfile().catch(() => null);
    return me !== null && allows(me.permissions, resource, action);
  },
};
