import type { CandidateLocale, JobType, jobSearchLabels, jobsMessages, Translation } from '@careers/shared/client';
import { jobPagePath, PUBLIC_JOB_TYPE_FILTERS, pathInLocale } from '@careers/shared/job-search';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  applyFilters,
  departmentsOf,
  filtersFromSearch,
  type JobCardData,
  type JobFilters,
  NO_FILTERS,
  searchFromFilters,
} from './job-filters';

/** What the page gives the island (serialised into the page). */
export interface JobSearchProps {
  jobs: JobCardData[];
  /**
   * The job types' names in the page's language, given by the page: a module of shared texts that
   * held them would come with every text beside them in the same chunk.
   */
  jobTypes: Readonly<Record<JobType, string>>;
}

/** The search's fixed texts in one language: each language's island imports its own. */
export interface JobSearchTexts {
  search: Translation<typeof jobSearchLabels>;
  jobs: Translation<typeof jobsMessages>;
}

interface Props extends JobSearchProps {
  locale: CandidateLocale;
  texts: JobSearchTexts;
}

/** Open Positions: search and filters over the jobs the page was built with, kept in the URL. */
export default function JobSearch({ jobs, jobTypes, locale, texts }: Props) {
  const { search: jobSearchLabels, jobs: jobsMessages } = texts;
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const ids = useId();

  useEffect(() => {
    setFilters(filtersFromSearch(window.location.search));
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update = (change: Partial<JobFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    const url = `${window.location.pathname}${searchFromFilters(next)}`;
    // Typing replaces the entry; choosing a filter adds one, so Back undoes a choice.
    if ('q' in change) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };

  const departments = useMemo(() => departmentsOf(jobs), [jobs]);
  const shown = applyFilters(jobs, filters);

  return (
    <div>
      <search className="filters">
        <label className="field" htmlFor={`${ids}-q`}>
          <span>{jobSearchLabels.search}</span>
          <input
            id={`${ids}-q`}
            type="search"
            value={filters.q}
            placeholder={jobSearchLabels.placeholder}
            onChange={(event) => update({ q: event.target.value })}
          />
        </label>
        <label className="field" htmlFor={`${ids}-department`}>
          <span>{jobSearchLabels.department}</span>
          <select
            id={`${ids}-department`}
            value={filters.department}
            onChange={(event) => update({ department: event.target.value })}
          >
            <option value="">{jobsMessages.allDepartments}</option>
            {departments.map((department) => (
              <option key={department.name} value={department.name} lang={department.lang}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${ids}-type`}>
          <span>{jobSearchLabels.type}</span>
          <select id={`${ids}-type`} value={filters.type} onChange={(event) => update({ type: event.target.value })}>
            <option value="">{jobsMessages.allTypes}</option>
            {PUBLIC_JOB_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {jobTypes[type]}
              </option>
            ))}
          </select>
        </label>
      </search>
      <p role="status" aria-live="polite">
        {jobsMessages.positionsFound(shown.length)}
      </p>
      {shown.length === 0 ? (
        <div className="card">
          <h2>{jobsMessages.noPositions}</h2>
          <p className="muted">{jobsMessages.noPositionsHint}</p>
        </div>
      ) : (
        <ul className="grid" style={{ listStyle: 'none', padding: 0 }}>
          {shown.map((job) => (
            <li key={job.id} className="card">
              <h2 style={{ fontSize: '1.25rem', marginTop: 0 }} lang={job.titleLang}>
                {job.title}
              </h2>
              <ul className="meta">
                <li lang={job.departmentLang}>{job.department}</li>
                <li lang={job.locationLang}>{job.location}</li>
                <li>{jobTypes[job.type]}</li>
              </ul>
              <p className="muted clamp-3" lang={job.descriptionLang}>
                {job.description}
              </p>
              <a
                className="button secondary"
                href={pathInLocale(locale, jobPagePath(job.id))}
                aria-label={`${jobsMessages.viewDetails}: ${job.title}`}
              >
                {jobsMessages.viewDetails}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
