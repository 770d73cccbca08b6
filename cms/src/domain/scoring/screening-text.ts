import { asLatinLetters } from './lookalikes';

/**
 * The forms of a passage the screener-directive patterns read: the tricks that keep a directive
 * readable to a language model but unlike the patterns are undone first. Only the matching sees
 * these forms; the CV text itself is kept as the candidate wrote it.
 */

// Characters that draw nothing: format characters (zero-width spaces and joiners, bidi controls,
// the soft hyphen, tag characters) and the Hangul and Braille blanks, which are letters or symbols.
const HIDDEN = /[\p{Cf}\u{E0000}-\u{E007F}\u115F\u1160\u3164\uFFA0\u2800]/gu;
// Combining marks, once NFKD has split them off: accents, Arabic short vowels, the combining
// grapheme joiner U+034F, variation selectors such as U+FE0F.
const MARKS = /[\p{Mn}\p{Me}]/gu;
// Tag characters U+E0020-U+E007E spell ASCII that no one sees but a model may read.
const TAG_TEXT = /[\u{E0020}-\u{E007E}]+/gu;
const TAG_BLOCK = /[\u{E0000}-\u{E007F}]/gu;

// Arabic spelling variants that carry no meaning for the patterns (the marks went with \p{Mn}):
// the stretching tatweel and small letters, alef wasla, alef maqsura, taa marbuta, Arabic-Indic digits.
const ARABIC_STRETCH = /[\u0640\u06E5\u06E6]/g;
const ARABIC_LETTERS: Record<string, string> = { ٱ: 'ا', ى: 'ي', ة: 'ه' };
const ARABIC_LETTER = /[ٱىة]/g;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

// Letter spacing ("i g n o r e", "i.g.n.o.r.e"): three or more single letters, one separator apart.
const SPACED_LETTERS =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}](?![\p{L}\p{N}])(?:[ .\-_*·•~+][\p{L}\p{N}](?![\p{L}\p{N}])){2,}/gu;
const NOT_LETTER = /[^\p{L}\p{N}]/gu;
// Digits and signs written for letters inside a word ("1gn0r3 4ll").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const LEET_WORD = /[\p{L}013457@$]*\p{L}[\p{L}013457@$]*/gu;
const LEET_SIGN = /[013457@$]/g;
const HAS_LEET_SIGN = /[013457@$]/;
const PLAIN_ASCII = /^[\x20-\x7E\t]*$/;

// A run of tag characters read as the words it spells, apart from the visible text around it.
const decodeTags = (text: string) =>
  text.replace(
    TAG_TEXT,
    (run) => ` ${[...run].map((tag) => String.fromCodePoint((tag.codePointAt(0) ?? 0) - 0xe0000)).join('')} `,
  );

function foldArabic(text: string): string {
  return text
    .replace(ARABIC_STRETCH, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** Compatibility forms and accents undone, marks and the given hidden characters removed. */
function bare(text: string, hiddenAs: '' | ' '): string {
  return text.normalize('NFKD').replace(HIDDEN, hiddenAs).replace(MARKS, '');
}

/** The folded form the patterns are written in: lower case, Arabic variants as one letter. */
function folded(text: string): string {
  return foldArabic(text).toLowerCase().replace(/\s+/g, ' ');
}

/** A pattern's non-ASCII words folded as the text is, so they can be written as spelled. */
export function foldedPattern(source: string, flags = 'u'): RegExp {
  return new RegExp(
    source.replace(/[^\p{ASCII}]+/gu, (word) => folded(bare(word, ''))),
    flags,
  );
}

export interface ScreeningForms {
  /** Forms to match the directive patterns against. */
  words: string[];
  /** Letter-spaced text with every separator gone ("ignoreallpreviousinstructions"), if any. */
  glued: string[];
}

/**
 * The forms of a passage to test. Hidden characters are usually slipped inside words
 * ("ig\u200Bnore") but may stand between them, so both their removal and a space in their place are
 * tried; tag characters are also read as the ASCII they spell. Each form is tried as written (for
 * Arabic, Russian and other scripts), with look-alikes read as Latin letters, with letter spacing
 * undone and with digits read as letters.
 */
export function screeningForms(passage: string): ScreeningForms {
  // Most lines are plain ASCII: nothing to decompose, hide or read as Latin.
  if (PLAIN_ASCII.test(passage)) return latinForms(passage.toLowerCase().replace(/\s+/g, ' '));
  const words = new Set<string>();
  const glued = new Set<string>();
  for (const source of new Set([passage, decodeTags(passage)])) {
    for (const hiddenAs of ['', ' '] as const) {
      const plain = bare(source, hiddenAs);
      words.add(folded(plain));
      const latin = latinForms(folded(asLatinLetters(plain)));
      for (const form of latin.words) words.add(form);
      for (const form of latin.glued) glued.add(form);
    }
  }
  return { words: [...words], glued: [...glued] };
}

/** A Latin-letter form, with digits read as letters and with letter spacing undone. */
function latinForms(latin: string): ScreeningForms {
  const words = [latin];
  if (HAS_LEET_SIGN.test(latin)) {
    words.push(latin.replace(LEET_WORD, (word) => word.replace(LEET_SIGN, (sign) => LEET[sign] ?? sign)));
  }
  const unspaced = latin.replace(SPACED_LETTERS, (run) => run.replace(NOT_LETTER, ''));
  if (unspaced === latin) return { words, glued: [] };
  return { words: [...words, unspaced], glued: [unspaced.replace(NOT_LETTER, '')] };
}

/** The passage as a recruiter should read it: tag characters shown as what they spell, no hidden ones. */
export function visibleText(passage: string): string {
  return decodeTags(passage).replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
}

/** The text without tag characters: what a model reads is then what a recruiter sees. */
export function withoutTagCharacters(text: string): string {
  return text.replace(TAG_BLOCK, '');
}
