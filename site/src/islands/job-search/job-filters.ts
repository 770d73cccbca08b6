import type { JobType } from '@careers/shared/client';
import { PUBLIC_JOB_TYPE_FILTERS } from '@careers/shared/job-search';

export interface JobCardData {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  description: string;
  /** 'en' where an Arabic page shows the posting's English title or description (no Arabic written). */
  titleLang?: 'en' | undefined;
  descriptionLang?: 'en' | undefined;
}

export interface JobFilters {
  q: string;
  department: string;
  type: string;
}

export const NO_FILTERS: JobFilters = { q: '', department: '', type: '' };

/** Filters as the URL's query, so a filtered view can be shared and survives back and forward. */
export function filtersFromSearch(search: string): JobFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  return {
    q: params.get('q') ?? '',
    department: params.get('department') ?? '',
    type: (PUBLIC_JOB_TYPE_FILTERS as readonly string[]).includes(type) ? type : '',
  };
}

export function searchFromFilters(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.department) params.set('department', filters.department);
  if (filters.type) params.set('type', filters.type);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Title or description, case-insensitive; department and type exact. */
export function applyFilters(jobs: JobCardData[], filters: JobFilters): JobCardData[] {
  const needle = filters.q.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (!needle || job.title.toLowerCase().includes(needle) || job.description.toLowerCase().includes(needle)) &&
      (!filters.department || job.department === filters.department) &&
      (!filters.type || job.type === filters.type),
  );
}

export function departmentsOf(jobs: JobCardData[]): string[] {
  return [...new Set(jobs.map((job) => job.department))].sort((a, b) => a.localeCompare(b));
}
