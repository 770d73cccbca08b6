// The new hire's onboarding form, open to whoever holds the link's secret
// (docs/requirements.md#new-hire): no account, each request counted per client address.
const open = { auth: false as const };

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/onboarding/:token', handler: 'onboarding.load', config: open },
    { method: 'POST', path: '/onboarding/:token', handler: 'onboarding.submit', config: open },
  ],
};
