import {
  BACK_OFFICE_API_ACCESS,
  type BackOfficeApiPart,
  HIRED_STAFF_PRIVATE_DATA,
  PRIVACY_OFFICER,
} from '@careers/shared';
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
const systemSettings = writes('system-settings');
const readsApplications = recruiterOnly({ permission: BACK_OFFICE_API_ACCESS.applications.read });
const readsJobs = recruiterOnly({ permission: BACK_OFFICE_API_ACCESS.jobs.read });
const analytics = recruiterOnly({ permission: BACK_OFFICE_API_ACCESS.dashboard.read });
const emailTemplates = writes('email-templates');
const benefits = writes('benefits');
const content = writes('page-sections');
const interviews = writes('interviews');
const hiredStaff = writes('hired-staff');
// A hired employee's bank and ID data: every flag of the shared HIRED_STAFF_PRIVATE_DATA rule.
const hiredStaffPrivateData = recruiterOnly({ permission: { allOf: HIRED_STAFF_PRIVATE_DATA } });
// The Privacy register and erasure on request: every flag of the shared PRIVACY_OFFICER rule.
const privacyOfficer = recruiterOnly({ permission: { allOf: PRIVACY_OFFICER } });

export default {
  type: 'content-api',
  routes: [
    route('POST', '/backoffice/users/:id/email', 'backoffice.userEmail', users),
    route('POST', '/backoffice/users/:id/password', 'backoffice.userPassword', users),
    route('POST', '/backoffice/users/:id/active', 'backoffice.userActive', users),
    route('POST', '/backoffice/applications/analysis', 'ai-actions.startAnalysis', applications),
    route('GET', '/backoffice/applications/analysis/:id', 'ai-actions.analysisProgress', applications),
    route('GET', '/backoffice/applications/:id/cv', 'cv-files.download', applications),
    route('GET', '/backoffice/applications/:id/cv/view', 'cv-files.view', applications),
    route('POST', '/backoffice/applications/cv-archive', 'cv-files.archive', applications),
    route('POST', '/backoffice/applications/cv-archive/plan', 'cv-files.archivePlan', applications),
    route('POST', '/backoffice/applications/bulk/shortlist', 'application-actions.shortlist', applications),
    route('POST', '/backoffice/applications/bulk/reject', 'application-actions.bulkReject', applications),
    route('POST', '/backoffice/applications/:id/status', 'application-actions.status', applications),
    route('POST', '/backoffice/applications/:id/interview-score', 'application-actions.interviewScore', applications),
    route('POST', '/backoffice/applications/:id/legal-hold', 'application-actions.legalHold', applications),
    route('POST', '/backoffice/applications/:id/erasure', 'privacy.erase', privacyOfficer),
    route('GET', '/backoffice/privacy/register', 'privacy.register', privacyOfficer),
    route('GET', '/backoffice/privacy/register.csv', 'privacy.registerCsv', privacyOfficer),
    route('POST', '/backoffice/applications/:id/rejection', 'application-actions.rejection', applications),
    route('POST', '/backoffice/applications/:id/interview', 'application-actions.interview', applications),
    route('POST', '/backoffice/applications/:id/interview/reschedule', 'scorecards.reschedule', applications),
    route('POST', '/backoffice/applications/:id/interview/cancel', 'scorecards.cancel', applications),
    route('GET', '/backoffice/applications/:id/scorecards', 'scorecards.list', readsApplications),
    route('POST', '/backoffice/scorecards/:id/reminder', 'scorecards.remind', applications),
    route('POST', '/backoffice/applications/:id/hire', 'application-actions.hire', applications),
    route('GET', '/backoffice/applications/facets', 'application-views.facets', readsApplications),
    route('GET', '/backoffice/applications/:id/neighbours', 'application-views.neighbours', readsApplications),
    route(
      'GET',
      '/backoffice/applications/:id/previous-applications',
      'application-views.previousApplications',
      readsApplications,
    ),
    route('GET', '/backoffice/applications/:id/timeline', 'application-views.timeline', readsApplications),
    route('POST', '/backoffice/job-templates/generate', 'ai-actions.generateTemplate', jobs),
    route('POST', '/backoffice/jobs/arabic-draft', 'ai-actions.draftArabic', jobs),
    route('POST', '/backoffice/job-templates/:id/archive', 'job-actions.archiveTemplate', jobs),
    route('GET', '/backoffice/job-postings/tab-counts', 'job-actions.tabCounts', readsJobs),
    route('POST', '/backoffice/job-postings/:id/close', 'job-actions.close', jobs),
    route('POST', '/backoffice/job-postings/:id/mark-inactive', 'job-actions.markInactive', jobs),
    route('POST', '/backoffice/job-postings/:id/reopen', 'job-actions.reopen', jobs),
    route('POST', '/backoffice/job-postings/:id/set-inactive', 'job-actions.setInactive', jobs),
    route('GET', '/backoffice/settings/secrets', 'ai-actions.secrets', settings),
    route('GET', '/backoffice/settings/ai-provider', 'ai-actions.provider', settings),
    route('PUT', '/backoffice/settings/secrets/:key', 'ai-actions.writeSecret', settings),
    route('GET', '/backoffice/dashboard/metrics', 'dashboard.metrics', analytics),
    route('POST', '/backoffice/email-templates/:id/preview', 'email-templates.preview', emailTemplates),
    route('POST', '/backoffice/email-templates/:id/test', 'email-templates.sendTest', emailTemplates),
    route('GET', '/backoffice/settings', 'settings.read', systemSettings),
    route('PUT', '/backoffice/settings', 'settings.save', systemSettings),
    route('GET', '/backoffice/settings/site-builds', 'site-operations.builds', settings),
    route('POST', '/backoffice/settings/site-builds', 'site-operations.rebuild', settings),
    route('GET', '/backoffice/settings/background-work', 'site-operations.work', settings),
    route('POST', '/backoffice/settings/background-work/:kind/:id/retry', 'site-operations.retry', settings),
    route('POST', '/backoffice/benefits/:id/active', 'content-actions.benefitActive', benefits),
    route('POST', '/backoffice/page-sections/:id/active', 'content-actions.sectionActive', content),
    route('POST', '/backoffice/page-sections/:id/move', 'content-actions.sectionMove', content),
    route('GET', '/backoffice/interviews', 'interviews.agenda', interviews),
    route('GET', '/backoffice/interviews/feeds', 'interviews.feeds', interviews),
    route('POST', '/backoffice/interviews/feeds', 'interviews.createFeed', interviews),
    route('POST', '/backoffice/interviews/feeds/revoke', 'interviews.revokeFeed', interviews),
    route('GET', '/backoffice/hired-staff/:id/private', 'hired-staff.privateData', hiredStaffPrivateData),
    route('GET', '/backoffice/hired-staff/:id/documents/:kind', 'hired-staff.document', hiredStaffPrivateData),
    route('POST', '/backoffice/hired-staff/:id/onboarding-link', 'hired-staff.newOnboardingLink', hiredStaff),
    route('GET', '/backoffice/:resource', 'backoffice.list', read),
    route('GET', '/backoffice/:resource/:id', 'backoffice.one', read),
    route('POST', '/backoffice/:resource', 'backoffice.create', write),
    route('PUT', '/backoffice/:resource/:id', 'backoffice.update', write),
    route('DELETE', '/backoffice/:resource/:id', 'backoffice.remove', write),
  ],
};
