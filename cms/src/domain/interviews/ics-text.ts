// `ics` escapes only \r?\n in text: a bare CR (or another control character) in a candidate's name
// would reach the file as is, and a calendar app may read it as a new line, i.e. a new property
// (ATTENDEE:mailto:…). Every text goes through here before createEvent(s).

/** C0 control characters and DEL, but the line feed `ics` escapes itself. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** Line breaks as `\n` (CRLF or a bare CR alike), every other control character dropped. */
export const icsText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '');

/** The same object with every string in it (names, addresses, title, description…) made safe. */
export function icsSafe<T>(value: T): T {
  const clean = (item: unknown): unknown => {
    if (typeof item === 'string') return icsText(item);
    if (Array.isArray(item)) return item.map(clean);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, clean(field)]));
    }
    return item;
  };
  return clean(value) as T;
}

/**
 * A parameter value (a name in CN="…") per RFC 6868. `ics` wraps it in quotes and writes a quote
 * inside as `\"`, which no calendar reads as an escape: the quote would end the value and let a name
 * add parameters of its own (ROLE=CHAIR) or another address. `^`, newline and `"` become `^^`, `^n`, `^'`.
 */
export const icsParameterValue = (text: string): string =>
  icsText(text).replace(/\^/g, '^^').replace(/\n/g, '^n').replace(/"/g, "^'");
