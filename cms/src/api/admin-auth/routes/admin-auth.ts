import { openSignIn, recruiterOnly } from '../../../http/route-access';

// Recruiter sign-in (public spec sections 2 and 7): password, e-mailed code, session, reset, setup.
// The steps before a session exists are open on purpose and say which limits they count; the rest
// need a session (and check-account the manage_users flag).
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/admin-auth/password', handler: 'admin-auth.password', config: openSignIn('sign-in') },
    {
      method: 'POST',
      path: '/admin-auth/resend-code',
      handler: 'admin-auth.resendCode',
      config: openSignIn('sign-in'),
    },
    { method: 'POST', path: '/admin-auth/code', handler: 'admin-auth.code', config: openSignIn('sign-in-code') },
    // Ends the session if there is one; answers 204 either way, so it is open.
    { method: 'POST', path: '/admin-auth/logout', handler: 'admin-auth.logout', config: openSignIn('none') },
    { method: 'GET', path: '/admin-auth/me', handler: 'admin-auth.me', config: recruiterOnly() },
    { method: 'PUT', path: '/admin-auth/me/theme', handler: 'admin-auth.theme', config: recruiterOnly() },
    {
      method: 'POST',
      path: '/admin-auth/forgot-password',
      handler: 'admin-auth.forgotPassword',
      config: openSignIn('forgot-password'),
    },
    {
      method: 'POST',
      path: '/admin-auth/reset-password',
      handler: 'admin-auth.resetPassword',
      config: openSignIn('none'),
    },
    { method: 'GET', path: '/admin-auth/setup', handler: 'admin-auth.setupStatus', config: openSignIn('none') },
    { method: 'POST', path: '/admin-auth/setup', handler: 'admin-auth.setup', config: openSignIn('none') },
    {
      method: 'POST',
      path: '/admin-auth/check-account',
      handler: 'admin-auth.checkAccount',
      config: recruiterOnly({ permission: 'manage_users' }),
    },
  ],
};
