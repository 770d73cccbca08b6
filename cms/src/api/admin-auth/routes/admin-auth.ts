import { BACK_OFFICE_API_ACCESS } from '@careers/shared';
import { openSignIn, recruiterOnly, route } from '../../../http/route-access';

// Recruiter sign-in (docs/requirements.md#signing-in-and-ones-own-account): password, e-mailed code, session, reset, setup.
// The steps before a session exists are open on purpose and say which limits they count; the rest
// need a session (and check-account the manage_users flag). Logout answers 204 with or without a
// session, so it is open too.
export default {
  type: 'content-api',
  routes: [
    route('POST', '/admin-auth/password', 'admin-auth.password', openSignIn('sign-in')),
    route('POST', '/admin-auth/resend-code', 'admin-auth.resendCode', openSignIn('sign-in')),
    route('POST', '/admin-auth/code', 'admin-auth.code', openSignIn('sign-in-code')),
    route('POST', '/admin-auth/logout', 'admin-auth.logout', openSignIn('none')),
    route('GET', '/admin-auth/me', 'admin-auth.me', recruiterOnly()),
    route('PUT', '/admin-auth/me/theme', 'admin-auth.theme', recruiterOnly()),
    route('POST', '/admin-auth/forgot-password', 'admin-auth.forgotPassword', openSignIn('forgot-password')),
    route('POST', '/admin-auth/reset-password', 'admin-auth.resetPassword', openSignIn('none')),
    route('GET', '/admin-auth/setup', 'admin-auth.setupStatus', openSignIn('none')),
    route('POST', '/admin-auth/setup', 'admin-auth.setup', openSignIn('setup')),
    route(
      'POST',
      '/admin-auth/check-account',
      'admin-auth.checkAccount',
      recruiterOnly({ permission: BACK_OFFICE_API_ACCESS['check-account'].write }),
    ),
  ],
};
