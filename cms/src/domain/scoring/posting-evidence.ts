import { type CvEvidence, readEvidence } from './cv-evidence';
import { type ExperienceEvidence, experienceEvidence } from './experience-evidence';
import { allNeeds, linesOf, postingLine } from './posting-needs';
import { type LineEvidence, lineEvidence, requirementZones, responsibilityZones } from './requirement-evidence';
import type { ScoringInput } from './scoring-input';

/** What a CV shows of one posting: each requirement and responsibility, and each role's relation to it. */
export interface PostingEvidence {
  cv: CvEvidence;
  requirements: LineEvidence[];
  responsibilities: LineEvidence[];
  experience: ExperienceEvidence;
}

export function readPostingEvidence(input: ScoringInput, now: Date): PostingEvidence {
  const cv = readEvidence(input.cvText, now);
  const requirementLines = linesOf(input.posting.requirements).map(postingLine);
  const responsibilityLines = linesOf(input.posting.responsibilities).map(postingLine);
  // Roles first: whether a role was in the posting's line of work decides what its text shows.
  const experience = experienceEvidence(
    cv,
    input.posting.title,
    allNeeds([...requirementLines, ...responsibilityLines]),
  );
  const requirementWhere = requirementZones(cv, experience);
  const responsibilityWhere = responsibilityZones(cv, experience);
  return {
    cv,
    requirements: requirementLines.map((line) => lineEvidence(line, requirementWhere)),
    responsibilities: responsibilityLines.map((line) => lineEvidence(line, responsibilityWhere)),
    experience,
  };
}

/** The posting's lines the CV names only in its summary or skills list: what keyword stuffing looks like. */
export function listedOnlyLines(evidence: PostingEvidence): string[] {
  return [...evidence.requirements, ...evidence.responsibilities]
    .filter((line) => line.status === 'listed')
    .map((line) => line.line);
}
