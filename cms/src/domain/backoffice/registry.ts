import type { AnyResource } from './resource';
import { applicationsResource } from './resources/applications';
import { auditLogResource } from './resources/audit-log';
import { benefitsResource } from './resources/benefits';
import { emailTemplatesResource } from './resources/email-templates';
import { hiredStaffResource } from './resources/hired-staff';
import { jobPostingsResource } from './resources/job-postings';
import { jobTemplatesResource } from './resources/job-templates';
import { pageSectionsResource } from './resources/page-sections';
import { rolesResource } from './resources/roles';
import { usersResource } from './resources/users';

/** Every resource of the back office's simple-rest API; later issues add theirs here. */
export const RESOURCES: Record<string, AnyResource> = {
  users: usersResource,
  roles: rolesResource,
  applications: applicationsResource,
  'email-templates': emailTemplatesResource,
  benefits: benefitsResource,
  'page-sections': pageSectionsResource,
  'job-templates': jobTemplatesResource,
  'job-postings': jobPostingsResource,
  'hired-staff': hiredStaffResource,
  'audit-log': auditLogResource,
};
