import type { z } from 'zod';

/**
 * Only the form's own fields: a status, a score or a flag a client adds is dropped unread, so it
 * can have no effect (the form's schema is strict, and would refuse the whole form for it).
 */
export function formFields(schema: z.ZodObject, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => Object.hasOwn(schema.shape, key)));
}
