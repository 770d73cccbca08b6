// The onboarding page's entry: its schema and rules, without the rest of the schemas, so the
// page's island carries nothing else.
export * from './constants/hiring';
export * from './domain/dates';
export * from './domain/iban';
export * from './schemas/onboarding';
