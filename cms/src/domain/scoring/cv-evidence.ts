import { conceptById, findConcepts, withBroader } from './concept-index';
import { type CvSections, type Role, readSections, sectionLines } from './cv-sections';
import { words as foldedWordsOf, lemma } from './text-forms';

/** Words and concepts of some lines of a CV. */
export interface Zone {
  lemmas: Set<string>;
  /** Concepts named, with every broader one they show. */
  concepts: Set<string>;
  /** Concepts named as such. */
  named: Set<string>;
}

export interface RoleEvidence {
  role: Role;
  /** The title, company and dates. */
  head: Zone;
  /** The whole role: head and duties. */
  all: Zone;
}

/**
 * A CV split by what its lines prove. Roles (with their duties), education, certifications and
 * projects are evidence; a language is shown by being listed or by the CV being written in it; the
 * summary, the skills list and the rest are what the candidate claims.
 */
export interface CvEvidence {
  sections: CvSections;
  roles: RoleEvidence[];
  qualifications: Zone;
  projects: Zone;
  /** The languages list and personal details ("Driving licence: valid"): facts, not claims of skill. */
  personal: Zone;
  claims: Zone;
  /** Languages in the languages section, roles or qualifications, or used to write a good part of the CV. */
  languages: Set<string>;
}

/** Letters of a script that make a CV "written in" it: a paragraph, not a stray word. */
const ARABIC_LETTERS_SHOWN = 100;
const LATIN_LETTERS_SHOWN = 300;

export function zoneOf(lines: string[]): Zone {
  const lemmas = new Set<string>();
  const named: string[] = [];
  for (const line of lines) {
    const words = foldedWordsOf(line);
    for (const word of words) lemmas.add(lemma(word));
    for (const match of findConcepts(words)) named.push(match.concept.id);
  }
  return { lemmas, concepts: withBroader(named), named: new Set(named) };
}

function languagesOf(text: string, zones: Zone[]): Set<string> {
  const languages = new Set<string>();
  for (const zone of zones) for (const id of zone.concepts) if (conceptById(id)?.kind === 'language') languages.add(id);
  if ((text.match(/[\u0621-\u064A]/g)?.length ?? 0) >= ARABIC_LETTERS_SHOWN) languages.add('arabic');
  if ((text.match(/[A-Za-z]/g)?.length ?? 0) >= LATIN_LETTERS_SHOWN) languages.add('english');
  return languages;
}

export function readEvidence(text: string, now: Date): CvEvidence {
  const sections = readSections(text, now);
  const roles = sections.roles.map((role) => ({
    role,
    head: zoneOf(role.head.split('\n')),
    all: zoneOf([...role.head.split('\n'), ...role.duties]),
  }));
  const qualifications = zoneOf(sectionLines(sections, 'education', 'certifications'));
  const projects = zoneOf(sectionLines(sections, 'projects'));
  // A language named in the summary ("fluent English and Arabic", perhaps the posting's own words) is
  // claimed; one in the languages list, a role or a qualification is shown.
  const claims = zoneOf(sectionLines(sections, 'summary', 'skills'));
  const personal = zoneOf(sectionLines(sections, 'languages', 'other'));
  const zones = [qualifications, projects, personal, ...roles.map((role) => role.all)];
  return { sections, roles, qualifications, projects, personal, claims, languages: languagesOf(text, zones) };
}
