// The recruiter back office's API: the ra-data-simple-rest contract for every resource, and the
// domain actions beside it. Each handler checks the session and the permission flag itself.
const open = { auth: false as const };

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/backoffice/users/:id/email', handler: 'backoffice.userEmail', config: open },
    { method: 'POST', path: '/backoffice/users/:id/password', handler: 'backoffice.userPassword', config: open },
    { method: 'POST', path: '/backoffice/users/:id/active', handler: 'backoffice.userActive', config: open },
    { method: 'POST', path: '/backoffice/applications/analysis', handler: 'ai-actions.startAnalysis', config: open },
    {
      method: 'GET',
      path: '/backoffice/applications/analysis/:id',
      handler: 'ai-actions.analysisProgress',
      config: open,
    },
    {
      method: 'POST',
      path: '/backoffice/job-templates/generate',
      handler: 'ai-actions.generateTemplate',
      config: open,
    },
    { method: 'GET', path: '/backoffice/settings/secrets', handler: 'ai-actions.secrets', config: open },
    { method: 'PUT', path: '/backoffice/settings/secrets/:key', handler: 'ai-actions.writeSecret', config: open },
    { method: 'GET', path: '/backoffice/:resource', handler: 'backoffice.list', config: open },
    { method: 'GET', path: '/backoffice/:resource/:id', handler: 'backoffice.one', config: open },
    { method: 'POST', path: '/backoffice/:resource', handler: 'backoffice.create', config: open },
    { method: 'PUT', path: '/backoffice/:resource/:id', handler: 'backoffice.update', config: open },
    { method: 'DELETE', path: '/backoffice/:resource/:id', handler: 'backoffice.remove', config: open },
  ],
};
