// Arabic twin of JOB_TYPE_LABELS (constants/jobs.ts).
import type { JobType } from '../../constants/jobs';

export const JOB_TYPE_LABELS: Readonly<Record<JobType, string>> = {
  'full-time': 'دوام كامل',
  'part-time': 'دوام جزئي',
  contract: 'عقد',
  internship: 'تدريب',
};
