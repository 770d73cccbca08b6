import type { z } from 'zod';

/**
 * Why a public form (an application, an onboarding form) was not taken: the status and the message
 * the visitor reads, with each field's message where there is one.
 */
export interface Refusal {
  ok: false;
  status: number;
  message: string;
  errors?: { path: string; message: string }[];
  retryAfterSeconds?: number;
}

export const refuse = (
  status: number,
  message: string,
  extra: Pick<Refusal, 'errors' | 'retryAfterSeconds'> = {},
): Refusal => ({ ok: false, status, message, ...extra });

/**
 * Reads only the form's own fields: a status, a score or a flag a client adds is dropped unread, so
 * it can have no effect. A refusal carries every field's message, the first one as its own.
 */
export function parseFormFields<Schema extends z.ZodObject>(
  schema: Schema,
  fields: Record<string, unknown>,
  fallback: string,
): { ok: true; data: z.infer<Schema> } | Refusal {
  const own = Object.fromEntries(Object.entries(fields).filter(([key]) => Object.hasOwn(schema.shape, key)));
  const parsed = schema.safeParse(own);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return refuse(400, errors[0]?.message ?? fallback, { errors });
}
