// A message the shared rules or the server word in English, in Arabic (issue 30): the apply form's
// checks and the API's refusals are written once, in English; the Arabic form shows each one's twin.
import * as englishPrivacy from '../../messages/privacy';
import * as englishSite from '../../messages/site';
import * as arabicPrivacy from './messages-privacy';
import * as arabicSite from './messages-site';

type TextModule = Readonly<Record<string, unknown>>;

const PAIRS: readonly [TextModule, TextModule][] = [
  [englishSite, arabicSite],
  [englishPrivacy, arabicPrivacy],
];

let table: Map<string, string> | undefined;

/** Every fixed English message of the candidate side beside its Arabic twin, made on first use. */
function arabicByEnglish(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (const [english, arabic] of PAIRS) {
    for (const [name, texts] of Object.entries(english)) {
      const twins = arabic[name];
      if (!texts || typeof texts !== 'object' || !twins || typeof twins !== 'object') continue;
      for (const [key, text] of Object.entries(texts)) {
        const twin = (twins as TextModule)[key];
        if (typeof text === 'string' && typeof twin === 'string' && !table.has(text)) table.set(text, twin);
      }
    }
  }
  return table;
}

/** `message` in Arabic when it is one of the candidate side's fixed messages; otherwise as it came. */
export const messageInArabic = (message: string): string => arabicByEnglish().get(message) ?? message;
