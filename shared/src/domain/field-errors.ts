/** What fieldErrorsOf reads of a failed schema check: a ZodError fits, without this file importing zod. */
export interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * Each field's first problem, keyed by its path joined with dots (email, additional_interviewers.0.email);
 * a problem with the whole input has the key ''.
 */
export function fieldErrorsOf(error: SchemaIssues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}
