import { recruiterOnly } from '../../../http/route-access';

// The recruiter back office's API: the ra-data-simple-rest contract for every resource, and the
// domain actions beside it. Each route states the permission flag its policy checks; the generic
// resource routes take the flag of the resource named in the path (its registry entry).
const read = recruiterOnly({ resourceAccess: 'read' });
const write = recruiterOnly({ resourceAccess: 'write' });
const manageUsers = recruiterOnly({ permission: 'manage_users' });

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/backoffice/users/:id/email', handler: 'backoffice.userEmail', config: manageUsers },
    { method: 'POST', path: '/backoffice/users/:id/password', handler: 'backoffice.userPassword', config: manageUsers },
    { method: 'POST', path: '/backoffice/users/:id/active', handler: 'backoffice.userActive', config: manageUsers },
    {
      method: 'POST',
      path: '/backoffice/applications/analysis',
      handler: 'ai-actions.startAnalysis',
      config: recruiterOnly({ permission: 'manage_applications' }),
    },
    {
      method: 'GET',
      path: '/backoffice/applications/analysis/:id',
      handler: 'ai-actions.analysisProgress',
      config: recruiterOnly({ permission: 'manage_applications' }),
    },
    {
      method: 'POST',
      path: '/backoffice/job-templates/generate',
      handler: 'ai-actions.generateTemplate',
      config: recruiterOnly({ permission: 'manage_jobs' }),
    },
    {
      method: 'GET',
      path: '/backoffice/settings/secrets',
      handler: 'ai-actions.secrets',
      config: recruiterOnly({ permission: 'manage_settings' }),
    },
    {
      method: 'PUT',
      path: '/backoffice/settings/secrets/:key',
      handler: 'ai-actions.writeSecret',
      config: recruiterOnly({ permission: 'manage_settings' }),
    },
    { method: 'GET', path: '/backoffice/:resource', handler: 'backoffice.list', config: read },
    { method: 'GET', path: '/backoffice/:resource/:id', handler: 'backoffice.one', config: read },
    { method: 'POST', path: '/backoffice/:resource', handler: 'backoffice.create', config: write },
    { method: 'PUT', path: '/backoffice/:resource/:id', handler: 'backoffice.update', config: write },
    { method: 'DELETE', path: '/backoffice/:resource/:id', handler: 'backoffice.remove', config: write },
  ],
};
