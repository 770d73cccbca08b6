import { z } from 'zod';
import { isNotBeforeToday } from '../domain/dates';
import { validationMessages } from '../messages';

/**
 * The C0 control characters but tab, line feed and carriage return (the line breaks of long texts):
 * PostgreSQL refuses NUL outright (a 500 instead of an answer) and no form types the others.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The field a refusal is about, as the API names it ('full_name', 'screening_answers.0'). */
const fieldName = (path: readonly PropertyKey[] | undefined) => (path ?? []).map(String).join('.');

/**
 * Any text a client sends: a string without control characters, refused with a message naming its
 * field. Every text input schema starts from this (requiredText and optionalText do).
 */
export const textInput = (params: { error?: string } = {}) =>
  z.string(params).refine((text) => !hasControlCharacter(text), {
    error: (issue) => validationMessages.controlCharacter(fieldName(issue.path)),
  });

/** Where in a JSON value (a list's filter, a stored document) a string holds a control character, or null. */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const inner = controlCharacterPath(item);
    if (inner) return [key, ...inner];
  }
  return null;
}

/**
 * A refinement for JSON that no text schema reads field by field (a list's filter values, a whole
 * stored document): every string in it must be free of control characters. The refusal names the
 * field, from `field` on (`filter.q`).
 */
export const refuseControlCharacters =
  (field?: string) =>
  (value: unknown, context: z.RefinementCtx): void => {
    const at = controlCharacterPath(value);
    if (!at) return;
    const name = [...(field === undefined ? [] : [field]), ...at].join('.');
    context.addIssue({ code: 'custom', path: at, message: validationMessages.controlCharacter(name) });
  };

/** A required piece of text: trimmed, and empty after trimming counts as missing. */
export const requiredText = (max = 10000, message: string = validationMessages.required) =>
  textInput({ error: message }).trim().min(1, { error: message }).max(max);

/**
 * Bidirectional embeddings, overrides and isolates. No name needs them, and in one they turn what
 * staff read in an e-mail subject or a calendar invite around ("Omar \u202Efdp.exe\u202C" shows as
 * "Omar exe.pdf").
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/** Name text from a client: bidi controls dropped, then trimmed. */
const nameInput = (params: { error?: string } = {}) =>
  textInput(params)
    .overwrite((text) => text.replace(BIDI_CONTROL, ''))
    .trim();

/** A person's name: required, and empty once bidi controls and spaces are gone counts as missing. */
export const personName = (max = 200, message: string = validationMessages.required) =>
  nameInput({ error: message }).min(1, { error: message }).max(max);

/** A person's name a form may leave blank (a row it then drops). */
export const personNameOrBlank = (max = 200) => nameInput().max(max);

/** Optional text: blank becomes null so the database never stores empty strings. */
export const optionalText = (max = 10000) =>
  textInput()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A link a person opens (a meeting, the website): http or https only, never javascript: or data:,
 * refused with the field's own message.
 */
export const webAddress = (message: string) =>
  textInput({ error: message })
    .trim()
    .max(2000, { error: message })
    .pipe(z.url({ protocol: /^https?$/, error: message }));

/** E-mails are trimmed and lowercased everywhere, so one address is one person whatever its letter case. */
export const emailAddress = textInput({ error: validationMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: validationMessages.invalidEmail }).max(254));

export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });

/** A YYYY-MM-DD date that is today or later in Bahrain. */
export const dateNotInPast = isoDate.refine((value) => isNotBeforeToday(value), {
  error: validationMessages.dateNotInPast,
});

/** Activate / Deactivate of benefits, sections, users and templates. */
export const activeSwitchSchema = z.strictObject({ is_active: z.boolean() });

/** What the back office sees of site content beyond what the site shows: the switch and the times. */
export const managedContentOutput = {
  is_active: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
};

/**
 * Public and back-office ids are Strapi document ids: opaque, never sequence numbers. Missing
 * altogether (a select left empty) it is a required field, not zod's type message.
 */
export const documentId = textInput({ error: validationMessages.required }).regex(/^[a-z0-9]{10,40}$/, {
  error: 'Invalid id',
});

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
export const firstIssueMessage = (error: z.ZodError, fallback: string = validationMessages.invalidInput): string =>
  error.issues[0]?.message ?? fallback;
