import { z } from 'zod';
import { isNotBeforeToday } from '../domain/dates';
import { messages } from '../messages';

/** A required piece of text: trimmed, and empty after trimming counts as missing. */
export const requiredText = (max = 10000, message: string = messages.validation.required) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** Optional text: blank becomes null so the database never stores empty strings. */
export const optionalText = (max = 10000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** E-mails are trimmed and lowercased everywhere (public spec section 5). */
export const emailAddress = z
  .string({ error: messages.validation.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.validation.invalidEmail }).max(254));

export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });

/** A YYYY-MM-DD date that is today or later in Bahrain. */
export const dateNotInPast = isoDate.refine((value) => isNotBeforeToday(value), {
  error: messages.validation.dateNotInPast,
});

/** Activate / Deactivate of benefits, sections, users and templates (back-office spec section 4). */
export const activeSwitchSchema = z.strictObject({ is_active: z.boolean() });

/** Public and back-office ids are Strapi document ids: opaque, never sequence numbers. */
export const documentId = z.string().regex(/^[a-z0-9]{10,40}$/, { error: 'Invalid id' });

/** Form text to a number: blank is missing; only numbers and numeric text count (true is not 1). */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
};

/** Money with at most two decimals (step 0.01), checked on its decimal text, not on floats. */
export const hasAtMostTwoDecimals = (amount: number) => /^-?\d+(\.\d{1,2})?$/.test(String(amount));

/**
 * A required whole number from a form. HTML inputs send strings and z.coerce would read a blank one
 * as 0, so blank means missing here.
 */
export const requiredFormInteger = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** A required number (decimals allowed) from a form; blank means missing. */
export const requiredFormNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: message }).finite({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

export const optionalFormInteger = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

/** The message of a refused input's first problem: the rule's own text, else a generic one. */
export const firstIssueMessage = (error: z.ZodError, fallback: string = messages.validation.invalidInput): string =>
  error.issues[0]?.message ?? fallback;
