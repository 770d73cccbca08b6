import type { ApplicationStatus } from '@careers/shared/client';

/** An application as the list answers it (the shared API contract's list fields). */
export interface ApplicationRow {
  id: string;
  reference_id: string;
  full_name: string;
  email: string;
  nationality: string | null;
  job_posting_id: string | null;
  job_title: string | null;
  status: ApplicationStatus;
  ai_score: number | null;
  interview_score: number | null;
  is_duplicate_applicant: boolean;
  is_archived: boolean;
  is_ageing?: boolean;
  has_cv?: boolean;
  created_at: string;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The Applied column: date and time, in the browser's zone. */
export function appliedAt(row: Pick<ApplicationRow, 'created_at'>): string {
  return dateTime.format(new Date(row.created_at));
}
