import { jobSearchLabels, jobsMessages } from '@careers/shared/job-search-en';
import JobSearch, { type JobSearchProps, type JobSearchTexts } from './JobSearch';

const texts: JobSearchTexts = { search: jobSearchLabels, jobs: jobsMessages };

/** Open Positions' search on the English site: the island carries the English texts alone. */
export default function EnglishJobSearch(props: JobSearchProps) {
  return <JobSearch {...props} locale="en" texts={texts} />;
}
