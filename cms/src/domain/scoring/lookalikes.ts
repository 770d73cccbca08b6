/**
 * Letters drawn like a Latin letter, by the letter a reader sees: Cyrillic, Greek and Armenian
 * look-alikes, small capitals, and Latin letters with a stroke that no decomposition takes apart.
 * Applied after NFKD (which already folds full-width, mathematical, circled and accented letters)
 * and before lower-casing, because a capital and its small letter can look like different Latin
 * letters (Greek Ν is N, ν is v).
 *
 * Not the npm package `confusables`: it reads Cyrillic І as l and folds Arabic letters to Latin ones,
 * which would break both the English and the Arabic patterns.
 */
const LOOKALIKE_GROUPS: Record<string, string> = {
  a: 'аАαΑɑᴀ',
  b: 'вВβΒʙЬьƀ',
  c: 'сСϲϹᴄ',
  d: 'ԁԀᴅđ',
  e: 'еЕεΕᴇ',
  f: 'ꜰ',
  g: 'ɡɢց',
  h: 'һҺнНΗհʜħ',
  i: 'іІιΙɪıɨ',
  j: 'јЈᴊʝ',
  k: 'кКκΚᴋ',
  l: 'ӏӀʟłƚ',
  m: 'мМΜᴍ',
  n: 'ηΝɴո',
  o: 'оОοΟօՕᴏσø',
  p: 'рРρΡᴘ',
  q: 'ԛԚզ',
  r: 'гʀ',
  s: 'ѕЅꜱ',
  t: 'тТτΤᴛŧ',
  u: 'υսᴜʉ',
  v: 'νᴠѵ',
  w: 'ԝԜաᴡѡ',
  x: 'хХχΧ',
  y: 'уУүΥγʏ',
  z: 'Ζᴢƶ',
};

const LOOKALIKES = new Map(
  Object.entries(LOOKALIKE_GROUPS).flatMap(([latin, lookalikes]) =>
    [...lookalikes].map((lookalike) => [lookalike, latin] as const),
  ),
);
const LOOKALIKE = new RegExp(`[${[...LOOKALIKES.keys()].join('')}]`, 'gu');

/** The text with every look-alike replaced by the Latin letter it imitates. */
export function asLatinLetters(text: string): string {
  return text.replace(LOOKALIKE, (letter) => LOOKALIKES.get(letter) ?? letter);
}
