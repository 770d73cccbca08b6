/**
 * A posting's screening questions as stored: a JSON column, so the generated types know only that it
 * is JSON. Saves check it is a list of strings (shared job-posting rules); this keeps a reader safe
 * from a row written past them.
 */
export function storedScreeningQuestions(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((question): question is string => typeof question === 'string') : null;
}
