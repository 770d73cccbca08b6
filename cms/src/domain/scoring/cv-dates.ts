import { foldedText } from './text-forms';

/**
 * Date ranges of roles as CVs write them, in English and Arabic: "Mar 2019 – Present", "03/2016 -
 * 06/2021", "2014 - 2018", "March 2012 to May 2015", "يناير 2019 - حتى الآن", "من 2015 إلى 2019".
 * Read on folded text (text-forms.ts), so Arabic letter variants and digits need no care here.
 */

const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Folded forms: Gulf and Egyptian names, then the Levantine ones (used in Jordanian and Syrian CVs).
const ARABIC_MONTHS: [string, number][] = [
  ['يناير', 0],
  ['فبراير', 1],
  ['مارس', 2],
  ['ابريل', 3],
  ['مايو', 4],
  ['يونيو', 5],
  ['يوليو', 6],
  ['اغسطس', 7],
  ['سبتمبر', 8],
  ['اكتوبر', 9],
  ['نوفمبر', 10],
  ['ديسمبر', 11],
  ['كانون الثاني', 0],
  ['شباط', 1],
  ['اذار', 2],
  ['نيسان', 3],
  ['ايار', 4],
  ['حزيران', 5],
  ['تموز', 6],
  ['اب', 7],
  ['ايلول', 8],
  ['تشرين الاول', 9],
  ['تشرين الثاني', 10],
  ['كانون الاول', 11],
];
// Bounded: "september" is the longest name; an unbounded run would be re-scanned from every "jan".
const MONTH = `(?:(?:${ENGLISH_MONTHS.join('|')})[a-z]{0,6}\\.?|${ARABIC_MONTHS.map(([name]) => name).join('|')})`;
const POINT = `(?:${MONTH},?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4})`;
const PRESENT =
  '(?:present|current|currently|now|ongoing|to date|till date|date|حتي الان|الي الان|لغايه الان|الان|حاليا|الحاضر|اليوم)';
const SEPARATOR = '(?:-|–|—|to|until|till|الي|حتي|لغايه)';
const DATE_RANGE = new RegExp(`(${POINT})\\s*${SEPARATOR}\\s*(${POINT}|${PRESENT})`, 'u');
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'u');

export interface DateRange {
  /** Months since year 0, the first and the last covered. */
  start: number;
  end: number;
  /** The range as the CV wrote it. */
  text: string;
}

function monthOfName(name: string): number {
  const arabic = ARABIC_MONTHS.find(([month]) => month === name);
  if (arabic) return arabic[1];
  return Math.max(0, ENGLISH_MONTHS.indexOf(name.slice(0, 3)));
}

/** A month count from "Mar 2019", "03/2019", "يناير 2019" or "2019" (January, or December as an end). */
function monthOf(point: string, asEnd: boolean, now: Date): number {
  const lower = point.trim();
  if (PRESENT_ONLY.test(lower)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const numeric = lower.match(/^(\d{1,2})[/.](\d{4})$/);
  if (numeric) return Number(numeric[2]) * 12 + Math.min(11, Math.max(0, Number(numeric[1]) - 1));
  const named = lower.match(/^(.+?)\.?,?\s+(\d{4})$/);
  if (named?.[1] && named[2]) return Number(named[2]) * 12 + monthOfName(named[1]);
  return Number(lower) * 12 + (asEnd ? 11 : 0);
}

/** The range in a line's own letters where case alone was folded, else in its folded form. */
function rangeMatch(line: string): { start: string; end: string; text: string } | null {
  const lower = line.toLowerCase();
  const plain = lower.length === line.length ? lower.match(DATE_RANGE) : null;
  if (plain?.[1] && plain[2] && plain.index !== undefined) {
    return { start: plain[1], end: plain[2], text: line.slice(plain.index, plain.index + plain[0].length) };
  }
  const folded = foldedText(line).match(DATE_RANGE);
  return folded?.[1] && folded[2] ? { start: folded[1], end: folded[2], text: folded[0] } : null;
}

/** The first date range in a line, or null; a range that ends before it starts is none. */
export function dateRangeIn(line: string, now: Date): DateRange | null {
  const range = rangeMatch(line);
  if (!range) return null;
  const start = monthOf(foldedText(range.start), false, now);
  const end = Math.min(monthOf(foldedText(range.end), true, now), now.getUTCFullYear() * 12 + now.getUTCMonth());
  if (end < start || start < 1950 * 12) return null;
  return { start, end, text: range.text.trim() };
}

/** Years covered by the ranges, each month counted once however many roles overlap it. */
export function yearsCovered(ranges: { start: number; end: number }[]): number | null {
  if (ranges.length === 0) return null;
  return Math.round((weightedMonths(ranges.map((range) => ({ ...range, weight: 1 }))) / 12) * 10) / 10;
}

/** Months covered, each month counted once at the highest weight of the ranges covering it. */
export function weightedMonths(ranges: { start: number; end: number; weight: number }[]): number {
  const byMonth = new Map<number, number>();
  for (const { start, end, weight } of ranges) {
    // Bounded by the caller's ranges (a CV's roles); 80 years of months at most each.
    for (let month = start; month <= Math.min(end, start + 960); month += 1) {
      byMonth.set(month, Math.max(byMonth.get(month) ?? 0, weight));
    }
  }
  let total = 0;
  for (const weight of byMonth.values()) total += weight;
  return total;
}
