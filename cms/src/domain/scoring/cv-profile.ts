import type { CvParsedData } from '@careers/shared';
import { currentDate } from '../../platform/clock';
import { containsPhrase } from './terms';
import { CERTIFICATIONS, DEGREE_WORDS, LANGUAGES, SOFT_SKILLS, TECHNICAL_SKILLS } from './vocabulary';

type Section = 'summary' | 'skills' | 'education' | 'experience' | 'languages' | 'certifications' | 'other';

const HEADINGS: [RegExp, Section][] = [
  [/^(professional |personal |career )?(summary|profile|objective|about me)$/i, 'summary'],
  [/^(technical |core |key |professional )?(skills|competencies|expertise)( (&|and) (expertise|tools))?$/i, 'skills'],
  [/^(education|academic (background|qualifications)|qualifications|education (&|and) training)$/i, 'education'],
  [/^((work|professional|relevant) )?(experience|employment( history)?|career history|work history)$/i, 'experience'],
  [/^languages?( spoken)?$/i, 'languages'],
  [
    /^(certifications?|certificates|licen[cs]es( (&|and) certifications)?|professional (certifications|qualifications))$/i,
    'certifications',
  ],
  [/^(projects|references|interests|hobbies|awards|volunteering|publications)$/i, 'other'],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Bounded: "september" is the longest name; an unbounded run would be re-scanned from every "jan".
const MONTH = `(?:${MONTHS.join('|')})[a-z]{0,6}\\.?`;
const POINT = `(?:${MONTH}\\s+\\d{4}|\\d{1,2}\\/\\d{4}|\\d{4})`;
const DATE_RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|to|until)\\s*(${POINT}|present|current|now|to date|date)`, 'i');

export interface ExperienceEntry {
  title: string;
  company: string;
  duration: string;
  summary?: string;
  /** Months covered, from the entry's own dates. */
  start: number;
  end: number;
}

export interface CvProfile {
  parsed: CvParsedData;
  technicalSkills: string[];
  softSkills: string[];
  certifications: string[];
  experienceEntries: ExperienceEntry[];
  /** Years the CV's own dates add up to (overlaps counted once), or null without dates. */
  datedYears: number | null;
}

/** Longest line taken for a heading: longer ones are text, and are never run through the patterns. */
const HEADING_MAX = 40;

function headingOf(line: string): Section | null {
  if (line.length > HEADING_MAX + 10) return null;
  const bare = line.replace(/[:•\-–—]+$/, '').trim();
  if (bare.length > HEADING_MAX) return null;
  for (const [pattern, section] of HEADINGS) if (pattern.test(bare)) return section;
  return null;
}

function sectionsOf(text: string): Map<Section, string[]> {
  const sections = new Map<Section, string[]>();
  let current: Section = 'summary';
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const heading = headingOf(line.trim());
    if (heading) {
      current = heading;
      continue;
    }
    const lines = sections.get(current);
    if (lines) lines.push(line.trim());
    else sections.set(current, [line.trim()]);
  }
  return sections;
}

/** A month count since year 0, from "Mar 2019", "03/2019" or "2019" (taken as January, or December as an end). */
function monthOf(point: string, asEnd: boolean, now: Date): number {
  const lower = point.toLowerCase().trim();
  if (/^(present|current|now|to date|date)$/.test(lower)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const slash = lower.match(/^(\d{1,2})\/(\d{4})$/);
  if (slash) return Number(slash[2]) * 12 + Number(slash[1]) - 1;
  const named = lower.match(/^([a-z]+)\.?\s+(\d{4})$/);
  if (named?.[1] && named[2]) {
    const month = MONTHS.indexOf(named[1].slice(0, 3));
    return Number(named[2]) * 12 + Math.max(0, month);
  }
  return Number(lower) * 12 + (asEnd ? 11 : 0);
}

/** Skills kept in the parsed CV data. */
const MAX_SKILLS = 40;

const stripBullet = (line: string) => line.replace(/^[-•*▪●]\s*/, '').trim();

function experienceEntries(lines: string[], now: Date): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const line of lines) {
    const range = line.match(DATE_RANGE);
    if (!range?.[1] || !range[2]) {
      const last = entries.at(-1);
      if (last && !last.summary && /^[-•*▪●]/.test(line)) last.summary = stripBullet(line);
      continue;
    }
    const start = monthOf(range[1], false, now);
    const end = monthOf(range[2], true, now);
    if (end < start) continue;
    const rest = line
      .replace(range[0], '')
      .replace(/[()[\]]/g, ' ')
      .split(/\s+(?:at|@)\s+|\s*[,|–—]\s*|\s+-\s+/)
      .map((part) => part.trim())
      .filter(Boolean);
    entries.push({
      title: rest[0] ?? 'Role',
      company: rest[1] ?? '',
      duration: range[0].trim(),
      start,
      end,
    });
  }
  return entries;
}

/** Years covered by the ranges, each month counted once however many jobs overlap it. */
export function yearsCovered(entries: { start: number; end: number }[]): number | null {
  if (entries.length === 0) return null;
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  let months = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const { start, end } of sorted) {
    const from = Math.max(start, coveredUntil + 1);
    if (end >= from) months += end - from + 1;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.round((months / 12) * 10) / 10;
}

function educationOf(lines: string[]): CvParsedData['education'] {
  return lines
    .filter((line) => DEGREE_WORDS.test(line))
    .map((line) => {
      const parts = stripBullet(line)
        .split(/\s*[,|–—]\s*|\s+-\s+/)
        .map((part) => part.trim())
        .filter(Boolean);
      const year = line.match(/\b(19|20)\d{2}\b/)?.[0];
      const institution =
        parts.find((part) => /universit|college|institute|school|academy/i.test(part)) ?? parts[1] ?? '';
      return {
        degree: parts[0] ?? line,
        institution: institution.replace(/\b(19|20)\d{2}\b/, '').trim(),
        ...(year ? { year } : {}),
      };
    });
}

function found(text: string, vocabulary: string[]): string[] {
  return vocabulary.filter((entry) => containsPhrase(text, entry));
}

/** Items listed in a skills section ("Excel, SAP, IFRS" or one per line). */
function listedItems(lines: string[]): string[] {
  return lines
    .flatMap((line) =>
      stripBullet(line)
        .replace(/^[^:]{1,30}:\s*/, '')
        .split(/\s*[,;•|]\s*/),
    )
    .map((item) => item.trim())
    .filter((item) => item.length > 1 && item.length <= 40);
}

/** What a CV says, read by its headings and word lists: the offline scorer's view of a candidate. */
export function readCvProfile(text: string, now = currentDate()): CvProfile {
  const sections = sectionsOf(text);
  const section = (name: Section) => sections.get(name) ?? [];
  const entries = experienceEntries([...section('experience'), ...section('summary')], now);
  const technical = found(text, TECHNICAL_SKILLS);
  const soft = found(text, SOFT_SKILLS);
  const listed = listedItems(section('skills'));
  // Duplicates found through a set: a CV may list thousands of items.
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const skill of [...listed, ...technical, ...soft]) {
    if (seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  const softNames = new Set(soft.map((entry) => entry.toLowerCase()));
  const certifications = found(text, CERTIFICATIONS);
  const languageText = section('languages').join('\n') || text;
  return {
    parsed: {
      skills: skills.slice(0, MAX_SKILLS),
      education: educationOf([...section('education'), ...section('certifications')]),
      experience: entries.map(({ title, company, duration, summary }) => ({
        title,
        company,
        duration,
        ...(summary ? { summary } : {}),
      })),
      languages: found(languageText, LANGUAGES),
    },
    technicalSkills: skills.filter((skill) => !softNames.has(skill.toLowerCase())),
    softSkills: soft,
    certifications,
    experienceEntries: entries,
    datedYears: yearsCovered(entries),
  };
}
