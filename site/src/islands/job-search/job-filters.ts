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
  /** 'en' where an Arabic page shows a department or location written in English (they have no Arabic field). */
  departmentLang?: 'en' | undefined;
  locationLang?: 'en' | undefined;
  /**
   * The English title and description where an Arabic page shows their Arabic: searched too, so a term
   * typed on the English page and carried over by the language switch still finds the posting.
   */
  englishTexts?: string[] | undefined;
}

/** A department as the filter offers it, with its language when it is not the page's. */
export interface Department {
  name: string;
  lang?: 'en' | undefined;
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

/** Title or description (in either language on an Arabic page), case-insensitive; department and type exact. */
export function applyFilters(jobs: JobCardData[], filters: JobFilters): JobCardData[] {
  const needle = filters.q.trim().toLowerCase();
  const found = (job: JobCardData) =>
    [job.title, job.description, ...(job.englishTexts ?? [])].some((text) => text.toLowerCase().includes(needle));
  return jobs.filter(
    (job) =>
      (!needle || found(job)) &&
      (!filters.department || job.department === filters.department) &&
      (!filters.type || job.type === filters.type),
  );
}

export function departmentsOf(jobs: JobCardData[]): Department[] {
  const langs = new Map(jobs.map((job) => [job.department, job.departmentLang]));
  return [...langs.keys()].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, lang: langs.get(name) }));
}
