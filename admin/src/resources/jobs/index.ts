// Jobs: postings and templates, their dialogs and the AI template generator.
export { default as JobsPage } from './JobsPage';
