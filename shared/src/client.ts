// The browser entry: constants, messages, labels and pure functions, without zod, so an island
// carries only the few bytes it uses. Schemas stay in the main entry.
export * from './constants/application-timeline';
export * from './constants/applications';
export * from './constants/back-office-access';
export * from './constants/content';
export * from './constants/dashboard';
export * from './constants/email';
export * from './constants/hiring';
export * from './constants/interview-agenda';
export * from './constants/jobs';
export * from './constants/limits';
export * from './constants/privacy';
export * from './constants/public-pages';
export * from './constants/roles';
export * from './constants/scoring';
export * from './domain/dates';
export * from './domain/escape-markup';
export * from './domain/field-errors';
export * from './domain/iban';
export * from './domain/job-text';
export * from './domain/pagination';
export * from './domain/password-rules';
export * from './domain/posting-states';
export * from './domain/score-tones';
export * from './domain/template-variables';
export * from './labels';
export * from './messages';
