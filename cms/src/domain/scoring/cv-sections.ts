import { type DateRange, dateRangeIn } from './cv-dates';
import { foldedText } from './text-forms';

/**
 * A CV as its reader sees it: sections by their headings (English and Arabic), and the roles of its
 * work history, each a dated line with the title line before it and the duties after it. What a
 * role, a qualification or a language list shows is evidence; a summary or a skills list is what
 * the candidate says of themselves.
 */

export type Section =
  | 'summary'
  | 'skills'
  | 'education'
  | 'experience'
  | 'projects'
  | 'languages'
  | 'certifications'
  | 'other';

// Matched against the folded heading (text-forms.ts): lower case, Arabic letter variants in one form.
const HEADINGS: [RegExp, Section][] = [
  [
    /^((professional|personal|career|executive) )?(summary|profile|objective|about me|overview)$|^career objective$|^(نبذه( عني| مختصره)?|الملخص( المهني)?|ملخص|الملف الشخصي|الهدف( الوظيفي)?)$/u,
    'summary',
  ],
  [
    /^((technical|core|key|professional|personal|it|computer) )?(skills|competencies|competences|expertise|strengths|tools)(( (&|and) | ?\/ ?)(expertise|tools|competencies|languages|interests))?$|^(المهارات|المهارات (الفنيه|التقنيه|الاساسيه|الشخصيه)|الكفاءات)$/u,
    'skills',
  ],
  [
    /^(education|academic (background|qualifications?)|qualifications|educational qualifications?|education (&|and) (training|qualifications|certifications))$|^(التعليم|المؤهلات العلميه|المؤهل العلمي|المؤهلات الاكاديميه|التحصيل العلمي|المؤهلات)$/u,
    'education',
  ],
  [
    /^((work|professional|relevant|employment|career) )?(experience|experiences|employment( history)?|career history|work history)$|^(الخبره|الخبرات|الخبره العمليه|الخبرات العمليه|الخبره المهنيه|الخبرات المهنيه|السجل الوظيفي|التاريخ الوظيفي)$/u,
    'experience',
  ],
  [/^(key )?(projects|achievements|key achievements)$|^(المشاريع|الانجازات)$/u, 'projects'],
  [/^languages?( spoken| known)?$|^(اللغات|اللغه)$/u, 'languages'],
  [
    /^(certifications?|certificates|licen[cs]es?( (&|and) certifications)?|(licen[cs]es|certifications) (&|and) (certifications|licen[cs]es|training)|professional (certifications|qualifications|development)|training( (&|and) (courses|certifications))?|courses)$|^(الشهادات|الشهادات المهنيه|الدورات التدريبيه|الدورات|الرخص|الشهادات والدورات)$/u,
    'certifications',
  ],
  [
    /^(references|interests|hobbies|awards|volunteering|publications|personal (details|information|data)|contact( details| information)?)$|^(المعلومات الشخصيه|البيانات الشخصيه|الهوايات|المراجع|معلومات الاتصال)$/u,
    'other',
  ],
];

/** Longest line taken for a heading: longer ones are text, and are never run through the patterns. */
const HEADING_MAX = 48;
/** A line before a dated line is its title when no longer than this. */
const TITLE_MAX = 90;
/** Roles read from one CV: a real one has a dozen; a hostile one is not read past this. */
const MAX_ROLES = 100;

const BULLET = /^[-•*▪●◦·–]\s*/;

export interface CvLine {
  text: string;
  section: Section;
  /** Index of the role the line belongs to, if any. */
  role: number | null;
}

export interface Role {
  /** The title line and the dated line: what the role was. */
  head: string;
  /** The duties and results under it. */
  duties: string[];
  range: DateRange;
  title: string;
  company: string;
}

export interface CvSections {
  lines: CvLine[];
  roles: Role[];
  /** Whether any heading was recognised: without one, every line is read as the summary. */
  hasHeadings: boolean;
}

function headingOf(line: string): Section | null {
  if (line.length > HEADING_MAX + 10) return null;
  const bare = foldedText(line)
    .replace(/^#+\s*/, '')
    .replace(/[:：•\-–—]+$/, '')
    .trim();
  if (bare.length > HEADING_MAX) return null;
  for (const [pattern, section] of HEADINGS) if (pattern.test(bare)) return section;
  return null;
}

export const withoutBullet = (line: string) => line.replace(BULLET, '').trim();

function titleAndCompany(head: string, range: DateRange): { title: string; company: string } {
  const parts = head
    .replace(range.text, ' ')
    .split('\n')
    .flatMap((line) => line.split(/\s+(?:at|@|لدى|في)\s+|\s*[,|–—]\s*|\s+-\s+/u))
    .map((part) => part.replace(/[()[\]]/g, ' ').trim())
    // What is left of a range written in words ("from", "من") is no title.
    .filter((part) => part.length > 1 && !/^(from|since|من)$/i.test(part));
  return { title: parts[0] ?? 'Role', company: parts[1] ?? '' };
}

/** A line that can be a role's title: short, no duty bullet, not a sentence, not already a role's head. */
function isTitleLine(previous: CvLine, section: Section, roles: Role[]): boolean {
  return (
    previous.section === section &&
    !BULLET.test(previous.text) &&
    previous.text.length <= TITLE_MAX &&
    !/[.;]$/.test(previous.text) &&
    (previous.role === null || roles[previous.role]?.duties.at(-1) === previous.text)
  );
}

/** Sections, and the roles found in every section that can hold them. */
export function readSections(text: string, now: Date): CvSections {
  const lines: CvLine[] = [];
  const roles: Role[] = [];
  let section: Section = 'summary';
  let hasHeadings = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = headingOf(line);
    if (heading) {
      section = heading;
      hasHeadings = true;
      continue;
    }
    // Degrees and courses carry dates too; they are qualifications, not roles.
    const canHoldRoles = section === 'experience' || section === 'summary' || section === 'projects';
    const range = canHoldRoles && roles.length < MAX_ROLES ? dateRangeIn(line, now) : null;
    if (range) {
      // Short lines just before the dated one, not duties, are its title and company ("Senior
      // Accountant" then "Gulf Trading W.L.L. | 2019 – Present"); two of them when the dates stand alone.
      const alone = line.replace(range.text, '').replace(/[\s|,()–—-]+/g, '').length === 0;
      const head: CvLine[] = [];
      for (const previous of [lines.at(-1), lines.at(-2)].slice(0, alone ? 2 : 1)) {
        if (!previous || !isTitleLine(previous, section, roles)) break;
        head.unshift(previous);
        if (previous.role !== null) roles[previous.role]?.duties.pop();
      }
      const text = [...head.map((title) => title.text), line].join('\n');
      for (const title of head) title.role = roles.length;
      roles.push({ head: text, duties: [], range, ...titleAndCompany(text, range) });
      lines.push({ text: line, section, role: roles.length - 1 });
      continue;
    }
    const current = lines.at(-1)?.role ?? null;
    const role = current !== null && lines.at(-1)?.section === section ? current : null;
    if (role !== null) roles[role]?.duties.push(line);
    lines.push({ text: line, section, role });
  }
  return { lines, roles, hasHeadings };
}

/** The lines of the given sections, apart from those in roles. */
export function sectionLines(sections: CvSections, ...names: Section[]): string[] {
  return sections.lines.filter((line) => line.role === null && names.includes(line.section)).map((line) => line.text);
}
