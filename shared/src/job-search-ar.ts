// The job search island's Arabic texts alone (see ./job-search.ts for why an entry of its own).
export { jobSearchLabels } from './i18n/ar/labels-site';
export { jobsMessages } from './i18n/ar/messages-site';
