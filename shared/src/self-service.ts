// The candidate's own page's entry: its words and the shapes of its answers, without
// zod or the rest of the shared package, so the page's script stays within its 15 KB.
export { candidateDate } from './domain/candidate-format';
export type { CandidateLocale, Translation } from './i18n/translation';
export { selfServiceMessages } from './messages/self-service';
export type { OwnApplication, SelfServiceAnswer, SelfServiceOverview } from './schemas/self-service';
