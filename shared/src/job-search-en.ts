// The job search island's English texts alone (see ./job-search.ts for why an entry of its own).
export { jobSearchLabels } from './labels/site';
export { jobsMessages } from './messages/site';
