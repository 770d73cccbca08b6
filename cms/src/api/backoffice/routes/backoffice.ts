import { BACK_OFFICE_API_ACCESS, type BackOfficeApiPart } from '@careers/shared';
import { recruiterOnly, route } from '../../../http/route-access';

// The recruiter back office's API: the ra-data-simple-rest contract for every resource, and the
// domain actions beside it. Each route states the permission flag its policy checks; the generic
// resource routes take the flag of the resource named in the path (its registry entry).
const read = recruiterOnly({ resourceAccess: 'read' });
const write = recruiterOnly({ resourceAccess: 'write' });
const writes = (part: BackOfficeApiPart) => recruiterOnly({ permission: BACK_OFFICE_API_ACCESS[part].write });
const users = writes('users');
const applications = writes('applications');
const jobs = writes('jobs');
const settings = writes('settings.advanced');
const analytics = recruiterOnly({ permission: BACK_OFFICE_API_ACCESS.dashboard.read });

export default {
  type: 'content-api',
  routes: [
    route('POST', '/backoffice/users/:id/email', 'backoffice.userEmail', users),
    route('POST', '/backoffice/users/:id/password', 'backoffice.userPassword', users),
    route('POST', '/backoffice/users/:id/active', 'backoffice.userActive', users),
    route('POST', '/backoffice/applications/analysis', 'ai-actions.startAnalysis', applications),
    route('GET', '/backoffice/applications/analysis/:id', 'ai-actions.analysisProgress', applications),
    route('POST', '/backoffice/job-templates/generate', 'ai-actions.generateTemplate', jobs),
    route('GET', '/backoffice/settings/secrets', 'ai-actions.secrets', settings),
    route('PUT', '/backoffice/settings/secrets/:key', 'ai-actions.writeSecret', settings),
    route('GET', '/backoffice/dashboard/metrics', 'dashboard.metrics', analytics),
    route('GET', '/backoffice/:resource', 'backoffice.list', read),
    route('GET', '/backoffice/:resource/:id', 'backoffice.one', read),
    route('POST', '/backoffice/:resource', 'backoffice.create', write),
    route('PUT', '/backoffice/:resource/:id', 'backoffice.update', write),
    route('DELETE', '/backoffice/:resource/:id', 'backoffice.remove', write),
  ],
};
