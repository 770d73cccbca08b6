import type { PostingStatus } from '@careers/shared';
import { defaultFocusAttributes } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { ROLES, type RoleSeed } from '../data/job-catalogue';
import { ROLES_IN_ARABIC } from '../data/job-catalogue-ar';
import { dropNulls } from './drop-nulls';

export interface SeededPosting {
  documentId: string;
  templateId: string;
  role: RoleSeed;
  status: PostingStatus;
  screeningQuestions: string[] | null;
  postedAt: Date;
  /** When it stopped taking applications (closed, or marked inactive). */
  closedAt: Date | null;
}

const DAY = 24 * 60 * 60 * 1000;
/** Each role is published once in every status, so the back office has all four tabs filled. */
const STATUSES: PostingStatus[] = ['active', 'draft', 'inactive', 'closed'];

export async function seedJobs(strapi: Core.Strapi, now: Date): Promise<SeededPosting[]> {
  const templates = strapi.documents('api::job-template.job-template');
  const postings = strapi.documents('api::job-posting.job-posting');
  const seeded: SeededPosting[] = [];
  for (const [roleIndex, role] of ROLES.entries()) {
    const { salary, screening_questions, skills: _skills, ...description } = role;
    // What interviewers rate: the department's default set.
    const fields = {
      ...description,
      ...ROLES_IN_ARABIC[role.title],
      focus_attributes: defaultFocusAttributes(role.department),
    };
    const template = await templates.create({
      data: dropNulls({
        ...fields,
        is_archived: false,
        createdAt: new Date(now.getTime() - (120 + roleIndex) * DAY).toISOString(),
      }),
    });
    for (const [statusIndex, status] of STATUSES.entries()) {
      // Closed and inactive postings are older rounds of the same role; drafts are recent.
      const ageDays = {
        active: 62 - roleIndex * 6,
        draft: 3 + roleIndex,
        inactive: 95 + roleIndex,
        closed: 110 + roleIndex * 2,
      }[status];
      const postedAt = new Date(now.getTime() - ageDays * DAY);
      const closedAt =
        status === 'closed' || status === 'inactive' ? new Date(now.getTime() - (8 + roleIndex * 3) * DAY) : null;
      // The two ways to stop a posting: Close (status closed, closed_date) and "Mark as
      // inactive" (status closed, is_inactive, inactive_date); "Set Inactive" gives status inactive.
      const markedInactive = status === 'closed' && roleIndex % 2 === 1;
      // Every other role shows its salary; the others keep it private.
      const showSalary = salary !== null && roleIndex % 2 === 0;
      const questions = statusIndex % 2 === 0 ? screening_questions : null;
      const posting = await postings.create({
        data: dropNulls({
          ...fields,
          job_template: template.documentId,
          posting_status: status,
          is_inactive: markedInactive,
          inactive_date: markedInactive && closedAt ? closedAt.toISOString() : null,
          closed_date: status === 'closed' && !markedInactive && closedAt ? closedAt.toISOString() : null,
          posted_date: postedAt.toISOString(),
          show_salary: showSalary,
          salary_min: salary?.min ?? null,
          salary_max: salary?.max ?? null,
          salary_currency: 'BHD',
          screening_questions: questions,
          createdAt: postedAt.toISOString(),
        }),
      });
      seeded.push({
        documentId: posting.documentId,
        templateId: template.documentId,
        role,
        status,
        screeningQuestions: questions,
        postedAt,
        closedAt,
      });
    }
  }
  return seeded;
}
