import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Only the form's own fields: a record also carries server fields (id, counts...) the schema refuses. */
export function pickFields<T extends Record<string, unknown>>(values: T, fields: readonly string[]): Partial<T> {
  return Object.fromEntries(
    fields.filter((field) => field in values).map((field) => [field, values[field]]),
  ) as Partial<T>;
}

/**
 * A react-hook-form resolver from a shared zod schema (strict, as the server's): the form is
 * checked with exactly the rules and messages the server applies.
 */
export function formResolver(
  schema: z.ZodObject,
  fields: readonly string[] = Object.keys(schema.shape),
): Resolver<FieldValues> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return (values, context, options) => resolve(pickFields(values, fields), context, options);
}

/** The first message a shared schema gives for `value`, or null when it passes. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Each field's first message for `value` (none when it passes), to show beside its input. */
export function fieldProblems(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
