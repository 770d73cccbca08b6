/**
 * The form of a line the screener-directive patterns read: the tricks that keep a directive
 * readable to a language model but unlike the patterns are undone first. Only the matching sees this
 * form; the CV text itself is kept as the candidate wrote it.
 */

// Invisible format characters: zero-width spaces and joiners, bidi controls, soft hyphen, BOM.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

// Cyrillic and Greek letters drawn like Latin ones (after NFKC, which already folds full-width and
// mathematical letters). Lower case only: the line is lower-cased first.
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԝ: 'w',
  ь: 'b',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ϲ: 'c',
  ɡ: 'g',
  ı: 'i',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

// Arabic spelling variants that carry no meaning for the patterns: short vowels and other marks,
// the stretching tatweel, the forms of alef, alef maqsura and taa marbuta, and Arabic-Indic digits.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ؤ: 'و', ئ: 'ي' };
const ARABIC_LETTER = /[أإآٱىةؤئ]/g;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

function foldArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * The forms of a line to test: invisible characters are usually slipped inside words ("ig\u200Bnore"),
 * but may also stand between them, so both their removal and a space in their place are tried.
 */
export function screeningForms(line: string): string[] {
  const folded = foldArabic(line.normalize('NFKC').toLowerCase()).replace(
    LOOKALIKE,
    (letter) => LOOKALIKES[letter] ?? letter,
  );
  const joined = folded.replace(INVISIBLE, '');
  const spaced = folded.replace(INVISIBLE, ' ').replace(/\s+/g, ' ');
  return joined === spaced ? [joined] : [joined, spaced];
}
