import { stemmer } from 'stemmer';
import { eng } from 'stopword';
import { FILLER_WORDS } from './vocabulary';

const IGNORED = new Set([...eng, ...FILLER_WORDS]);

/** "node.js." → "node.js": a loop, as /\.+$/ would rescan a long run of dots from each of them. */
function withoutTrailingDots(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === '.') end -= 1;
  return word.slice(0, end);
}

/** Words of a text, lower case: letters and digits, keeping the marks of `node.js`, `c++` and `c#`. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#.]*/gu)
      ?.map(withoutTrailingDots)
      .filter((word) => word.length > 0) ?? []
  );
}

/** The meaningful terms of a text, stemmed, without stop and filler words or bare numbers. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    if (IGNORED.has(word) || /^\d+$/.test(word) || word.length < 2) continue;
    seen.add(stemmer(word));
  }
  return [...seen];
}

/**
 * The terms a CV holds, for matching a posting's terms against. Stems of one word sometimes differ
 * ("qualified" → qualifi, "qualification" → qualif), so a long stem also matches its prefix.
 */
export class TermIndex {
  private readonly terms: Set<string>;
  private readonly long: string[];

  constructor(text: string) {
    this.terms = new Set(termsOf(text));
    this.long = [...this.terms].filter((term) => term.length >= 5);
  }

  has(term: string): boolean {
    if (this.terms.has(term)) return true;
    if (term.length < 5) return false;
    return this.long.some((mine) => mine.startsWith(term) || term.startsWith(mine));
  }
}

/** `text` as a regular expression that matches it literally. */
export const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a phrase (one or more words) occurs in a text as whole words. */
export function containsPhrase(haystack: string, phrase: string): boolean {
  const escaped = literalPattern(phrase);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}+#])`, 'iu').test(haystack);
}
