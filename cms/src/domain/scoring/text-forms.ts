import { ara, eng } from 'stopword';
import { FILLER_WORDS, WORD_FAMILIES } from './vocabulary';

/**
 * The forms the offline scorer compares words in. A CV and a posting are read through the same
 * functions, so "Accounting", "accounts" and "المحاسبة" meet their other spellings. Only inflections
 * and a few safe derivations are undone: a stemmer that merges "customer" with "customs", or
 * "organ" with "organisation", ranks a CV by words it does not contain.
 */

// Arabic letters written several ways (Bahraini CVs use them all): alef maqsura, ta marbuta and alef
// wasla as one letter each; the hamza forms, harakat and the superscript alef are marks once NFKD has
// split them off; tatweel only stretches a word.
const ARABIC_LETTERS: Record<string, string> = { ى: 'ي', ة: 'ه', ٱ: 'ا' };
const ARABIC_LETTER = /[ىةٱ]/g;
const TATWEEL = /\u0640/g;
const MARKS = /\p{M}/gu;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Lower case, accents and Arabic marks gone, Arabic letter variants and digits in one form each. */
export function foldedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .toLowerCase();
}

/** "node.js." → "node.js": a loop, as /\.+$/ would rescan a long run of dots from each of them. */
function withoutTrailingDots(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === '.') end -= 1;
  return word.slice(0, end);
}

/** Words of a folded text: letters and digits, keeping the marks of `node.js`, `c++` and `c#`. */
export function foldedWords(folded: string): string[] {
  return (
    folded
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#.]*/gu)
      ?.map(withoutTrailingDots)
      .filter((word) => word.length > 0) ?? []
  );
}

/** Words of any text, folded. */
export const words = (text: string): string[] => foldedWords(foldedText(text));

const ARABIC = /[\u0600-\u06FF]/;
// The article and the conjunctions and prepositions written onto it ("والمحاسبة", "بالشركة").
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
// Plural and feminine endings; ta marbuta is already ه, the nisba "ية" is then "يه".
const ARABIC_SUFFIXES = ['يين', 'ات', 'ون', 'ين', 'يه', 'ه'];

function arabicStem(word: string): string {
  let stem = word;
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (const suffix of ARABIC_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      // "ية" and "يين" keep their ي: "الإنجليزية" and "إنجليزي" are one word.
      stem = stem.slice(0, stem.length - suffix.length) + (suffix.startsWith('ي') && suffix !== 'ين' ? 'ي' : '');
      break;
    }
  }
  return stem;
}

const SPELLINGS: [RegExp, string][] = [
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1'],
  [/^labor/, 'labour'],
  [/^(cent|met|lit)er(s?)$/, '$1re$2'],
  [/^behavior/, 'behaviour'],
];
const DOUBLED = /([bdgmnprt])\1$/;
const VOWEL = /[aeiouy]/;

/** An English word without its inflection ("managed", "manages", "managing" → "manag"). */
function englishStem(word: string): string {
  let stem = word;
  for (const [pattern, replacement] of SPELLINGS) stem = stem.replace(pattern, replacement);
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(ches|shes|xes|sses)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  const strip = (suffix: string, minimum: number) => {
    if (!stem.endsWith(suffix) || stem.length - suffix.length < minimum) return false;
    const rest = stem.slice(0, -suffix.length);
    if (!VOWEL.test(rest)) return false;
    stem = rest;
    return true;
  };
  if (strip('ing', 3) || strip('ed', 3)) {
    if (DOUBLED.test(stem)) stem = stem.slice(0, -1);
  }
  // Derivations that keep the meaning: "reconciliation" and "reconcile", "management" and "manage".
  const derived = strip('ation', 4) || strip('ate', 4);
  if (!derived) strip('ment', 4);
  // "negotiation", "negotiate" → "negot"; "reconciliation", "reconcile" → "reconcil".
  if (derived && stem.length > 4 && /[^aeiou]i$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 4 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('y')) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/**
 * The form a vocabulary phrase is compared in: spelling variants and plurals undone, nothing more
 * (a phrase lists its other forms itself), so "accounts" never reads as "accounting".
 */
export function phraseForm(word: string): string {
  if (word.length <= 3 || /\d|[+#.]/.test(word)) return word;
  if (ARABIC.test(word)) return arabicStem(word);
  if (!/^[a-z]+$/.test(word)) return word;
  let form = word;
  for (const [pattern, replacement] of SPELLINGS) form = form.replace(pattern, replacement);
  if (form.endsWith('ies') && form.length > 4) return `${form.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(form)) return form.slice(0, -2);
  if (form.endsWith('s') && !/(ss|us|is)$/.test(form)) return form.slice(0, -1);
  return form;
}

/** The form two words are compared in: their stem, then their word family's ("accountant" → "account"). */
export function lemma(word: string): string {
  if (word.length <= 3 || /\d|[+#.]/.test(word)) return word;
  const stem = ARABIC.test(word) ? arabicStem(word) : /^[a-z]+$/.test(word) ? englishStem(word) : word;
  return WORD_FAMILIES[stem] ?? stem;
}

const IGNORED = new Set([...eng, ...FILLER_WORDS, ...ara.map(foldedText)]);

/** Whether a folded word says something about fit (not a stop word, a filler word or a bare number). */
export function isContentWord(word: string): boolean {
  return word.length >= 2 && !IGNORED.has(word) && !/^\d+$/.test(word);
}
