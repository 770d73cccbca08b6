// The application modal's entry: its schema and rules, without the rest of the schemas, so the
// modal's on-demand code (and the chunk it shares with the jobs page) carries nothing else.
export * from './constants/countries';
export * from './schemas/apply-form';
