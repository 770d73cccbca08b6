import { jobSearchLabels, jobsMessages } from '@careers/shared/job-search-ar';
import JobSearch, { type JobSearchProps, type JobSearchTexts } from './JobSearch';

const texts: JobSearchTexts = { search: jobSearchLabels, jobs: jobsMessages };

/** Open Positions' search on the Arabic site: the island carries the Arabic texts alone. */
export default function ArabicJobSearch(props: JobSearchProps) {
  return <JobSearch {...props} locale="ar" texts={texts} />;
}
