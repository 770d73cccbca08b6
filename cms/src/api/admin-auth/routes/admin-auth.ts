// Recruiter sign-in (public spec sections 2 and 7): password, e-mailed code, session, reset, setup.
// No Strapi auth: each handler applies its own rules (rate limits, session, permission).
const open = { auth: false as const };

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/admin-auth/password', handler: 'admin-auth.password', config: open },
    { method: 'POST', path: '/admin-auth/resend-code', handler: 'admin-auth.resendCode', config: open },
    { method: 'POST', path: '/admin-auth/code', handler: 'admin-auth.code', config: open },
    { method: 'POST', path: '/admin-auth/logout', handler: 'admin-auth.logout', config: open },
    { method: 'GET', path: '/admin-auth/me', handler: 'admin-auth.me', config: open },
    { method: 'PUT', path: '/admin-auth/me/theme', handler: 'admin-auth.theme', config: open },
    { method: 'POST', path: '/admin-auth/forgot-password', handler: 'admin-auth.forgotPassword', config: open },
    { method: 'POST', path: '/admin-auth/reset-password', handler: 'admin-auth.resetPassword', config: open },
    { method: 'GET', path: '/admin-auth/setup', handler: 'admin-auth.setupStatus', config: open },
    { method: 'POST', path: '/admin-auth/setup', handler: 'admin-auth.setup', config: open },
    { method: 'POST', path: '/admin-auth/check-account', handler: 'admin-auth.checkAccount', config: open },
  ],
};
