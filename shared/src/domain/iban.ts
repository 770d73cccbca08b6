/** IBANs are compared and stored without spaces and in capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Country, two check digits, then 11 to 30 letters and digits (ISO 13616). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** Bahrain's: 22 characters, a 4-letter bank code, then 14 letters and digits. */
const BAHRAIN_IBAN = /^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/;

/**
 * ISO 7064 MOD 97-10: the first four characters moved to the end, letters as 10 to 35, and the
 * whole number taken modulo 97 must be 1. Worked a digit at a time, as the number is too long for
 * a double.
 */
function checkDigitsHold(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder === 1;
}

/** A well-formed IBAN with correct check digits; a Bahraini one must also have Bahrain's layout. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  if (iban.startsWith('BH') && !BAHRAIN_IBAN.test(iban)) return false;
  return checkDigitsHold(iban);
}

/** Bahrain's personal number (CPR) has nine digits. */
export function isCprNumber(value: string): boolean {
  return /^\d{9}$/.test(value.trim());
}
