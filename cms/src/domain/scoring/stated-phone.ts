// The phone number a candidate gave on the apply form, found again in their CV however they wrote it
// there: a CV's header rarely spaces it as the form did, and a general phone pattern must stay loose
// enough to keep years and amounts, so their own number is looked for digit by digit.

const BAHRAIN_CODE = '973';
/** Bahraini numbers have eight digits after the country code. */
const BAHRAIN_NATIONAL_DIGITS = 8;
/** Fewer digits than this match too much ordinary text to be looked for on their own. */
const MIN_DIGITS = 6;
/** What people put between the digits of a phone number, on one line. */
const SEPARATOR = '[ \\t\\u00a0().\\-–/]*';

/** The digits to look for: without 00, and without Bahrain's code when the rest is a Bahraini number. */
function significantDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  const isBahraini = digits.startsWith(BAHRAIN_CODE) && digits.length === BAHRAIN_CODE.length + BAHRAIN_NATIONAL_DIGITS;
  return isBahraini ? digits.slice(BAHRAIN_CODE.length) : digits;
}

/**
 * A pattern for the stated phone's digits in any spacing or punctuation, with or without +, 00 or
 * (973) before them; null when the form's phone has too few digits to be told from other numbers.
 */
export function statedPhonePattern(phone: string): RegExp | null {
  const digits = significantDigits(phone);
  if (digits.length < MIN_DIGITS) return null;
  const international = `(?:(?:\\+|00)${SEPARATOR})?(?:\\(?${BAHRAIN_CODE}${SEPARATOR})?`;
  return new RegExp(`(?<!\\d)${international}${[...digits].join(SEPARATOR)}(?!\\d)`, 'g');
}
