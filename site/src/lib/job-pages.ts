import { getActiveJobs } from './cms';

/** One page per active posting, in each language's folder. */
export async function jobPagePaths() {
  const jobs = await getActiveJobs();
  return jobs.map((job) => ({ params: { id: job.id }, props: { job } }));
}
