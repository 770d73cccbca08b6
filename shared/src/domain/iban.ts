import { isValidIBAN } from 'ibantools';

/** IBANs are compared and stored without spaces and in capitals. */
export function normalizeIban(value: string): string {
  // Any whitespace, not only the plain spaces ibantools' electronicFormatIBAN drops: IBANs pasted
  // from bank apps and PDFs carry tabs and no-break spaces.
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ibantools checks the length and BBAN layout of the country's registry entry (Bahrain: 22
 * characters, a 4-letter bank code, then 14 letters and digits), the national check digits where a
 * country has them, and the ISO 7064 MOD 97-10 check digits; a country without an entry is refused.
 */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** Bahrain's personal number (CPR) has nine digits. */
export function isCprNumber(value: string): boolean {
  return /^\d{9}$/.test(value.trim());
}
