// The only way to change job templates and postings: each function writes its rows and
// audit lines in one transaction, through the document service so the public site rebuilds.
export { applicationCounts, jobsTabCounts, postingCounts } from './counts';
export { changePostingState } from './posting-states';
export { createPosting, deletePosting, updatePosting } from './postings';
export { createTemplate, deleteTemplate, setTemplateArchived, updateTemplate } from './templates';
export type { JobChangeContext } from './trail';
