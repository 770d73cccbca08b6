import type { CvParsedData } from '@careers/shared';
import { conceptById } from './concept-index';
import type { CvEvidence } from './cv-evidence';
import { sectionLines, withoutBullet } from './cv-sections';
import { foldedText } from './text-forms';
import { DEGREE_WORDS } from './vocabulary';
import type { Concept } from './vocabulary/concept';

/** Skills kept in the parsed CV data. */
const MAX_SKILLS = 40;

export interface CvProfile {
  parsed: CvParsedData;
  technicalSkills: string[];
  softSkills: string[];
  certifications: string[];
}

function educationOf(lines: string[]): CvParsedData['education'] {
  return lines
    .filter((line) => DEGREE_WORDS.test(foldedText(line)))
    .map((line) => {
      const parts = withoutBullet(line)
        .split(/\s*[,|–—،]\s*|\s+-\s+/)
        .map((part) => part.trim())
        .filter(Boolean);
      const year = line.match(/\b(19|20)\d{2}\b/)?.[0];
      const institution =
        parts.find((part) => /universit|college|institute|school|academy|جامعه|جامعة|كليه|كلية|معهد/i.test(part)) ??
        parts[1] ??
        '';
      return {
        degree: parts[0] ?? line,
        institution: institution.replace(/\b(19|20)\d{2}\b/, '').trim(),
        ...(year ? { year } : {}),
      };
    });
}

/** Items listed in a skills section ("Excel, SAP, IFRS" or one per line). */
function listedItems(lines: string[]): string[] {
  return lines
    .flatMap((line) =>
      withoutBullet(line)
        .replace(/^[^:]{1,30}:\s*/, '')
        .split(/\s*[,;•|،]\s*/),
    )
    .map((item) => item.trim())
    .filter((item) => item.length > 1 && item.length <= 40);
}

function namesOf(ids: Iterable<string>, kinds: Concept['kind'][]): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const concept = conceptById(id);
    if (concept && kinds.includes(concept.kind) && !names.includes(concept.name)) names.push(concept.name);
  }
  return names;
}

/** What a CV says, for the recruiter: skills, education, roles and languages, read from its sections. */
export function readCvProfile(cv: CvEvidence): CvProfile {
  const named = new Set<string>();
  for (const zone of [cv.claims, cv.qualifications, cv.projects, cv.personal, ...cv.roles.map((role) => role.all)])
    for (const id of zone.named) named.add(id);
  const technical = namesOf(named, ['tool', 'standard', 'skill']);
  const soft = namesOf(named, ['soft-skill']);
  const listed = listedItems(sectionLines(cv.sections, 'skills'));
  // Duplicates found through a set: a CV may list thousands of items.
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const skill of [...listed, ...technical, ...soft]) {
    if (seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  const softNames = new Set(soft.map((entry) => entry.toLowerCase()));
  return {
    parsed: {
      skills: skills.slice(0, MAX_SKILLS),
      education: educationOf(sectionLines(cv.sections, 'education', 'certifications')),
      experience: cv.roles.map(({ role }) => ({
        title: role.title,
        company: role.company,
        duration: role.range.text,
        ...(role.duties[0] ? { summary: withoutBullet(role.duties[0]) } : {}),
      })),
      languages: namesOf(cv.languages, ['language']),
    },
    technicalSkills: skills.filter((skill) => !softNames.has(skill.toLowerCase())),
    softSkills: soft,
    certifications: namesOf(named, ['qualification']),
  };
}
