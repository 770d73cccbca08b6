// What `ics` writes, put to the letter of RFC 5545: it folds lines by characters (an Arabic or accented
// line then runs past 75 octets), quotes enumerated parameter values (ROLE="REQ-PARTICIPANT") and
// names itself as the product. Every calendar file goes through byTheLetter after createEvent(s).

/** Who wrote the file (RFC 5545 3.7.3), as calendar apps and their logs show it. */
export const PRODUCT_ID = '-//Gulf Horizon//Careers Back Office//EN';

/** A content line's longest length in octets, its line break aside (RFC 5545 3.1). */
const LINE_OCTETS = 75;

/** Enumerated parameters whose values are tokens, never quoted strings (RFC 5545 3.2). */
const QUOTED_TOKEN = /;(CUTYPE|ROLE|PARTSTAT|RSVP)="([A-Z-]+)"/g;

/** One content line folded at 75 octets, never inside a character; each continuation starts with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let room = LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      // The leading space of a continuation counts.
      room = LINE_OCTETS - 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The calendar text `ics` wrote, unfolded, its enumerated values bare, and folded again by octets. */
export function byTheLetter(calendar: string): string {
  return calendar
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .map((line) => fold(line.replace(QUOTED_TOKEN, ';$1=$2')))
    .join('\r\n');
}
