// Arabic counting for the Arabic twins: which form a noun takes after a number in Western digits.

/**
 * The forms of a counted noun in Arabic: `one` and `two` are whole phrases without the digit (وظيفة واحدة،
 * وظيفتان); after 3 to 10 the plural (5 وظائف); after 11 to 99 the singular as tamyiz, accusative (15 طلبًا);
 * after 100, 101, 102 … the singular, genitive (100 طلب). The ending of the number (n % 100) decides from 100 on.
 */
export type CountForm = 'one' | 'two' | 'few' | 'many' | 'other';

export const countFormOf = (n: number): CountForm => {
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const ending = n % 100;
  if (ending >= 3 && ending <= 10) return 'few';
  if (ending >= 11 && ending <= 99) return 'many';
  return 'other';
};

/** The number and its noun: `one` and `two` as given, the other forms after the digits. */
export const counted = (n: number, forms: Readonly<Record<CountForm, string>>): string => {
  const form = countFormOf(n);
  return form === 'one' || form === 'two' ? forms[form] : `${n} ${forms[form]}`;
};
