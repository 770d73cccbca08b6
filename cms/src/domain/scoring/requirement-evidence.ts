import { conceptById } from './concept-index';
import type { CvEvidence, Zone } from './cv-evidence';
import type { ExperienceEvidence } from './experience-evidence';
import type { Need, PostingLine } from './posting-needs';

/**
 * How far a CV shows each line of a posting. A need shown in a role (a title, a duty, a result), in
 * a qualification or a project counts in full; one that appears only in the summary or the skills
 * list counts little: pasting a posting's words into a profile shows nothing a recruiter can check.
 */

/** What a need only listed (summary, skills) is worth against one shown in a role or qualification. */
export const LISTED_CREDIT = 0.3;
/** What a narrower need is worth when the CV shows only its wider field (HR for "HR business partner"). */
const BROADER_CREDIT = 0.5;
/** Share of a clause's plain words that shows it in full: postings say more than any CV repeats. */
const WORD_SHARE = 0.5;
/** In a clause with concepts, the concepts carry this share and the plain words the rest. */
const CONCEPT_SHARE = 0.8;

export type LineStatus = 'shown' | 'partly' | 'listed' | 'missing';

export interface LineEvidence {
  line: string;
  /** 0-1: evidence in full, listed needs at LISTED_CREDIT. */
  credit: number;
  /** 0-1 counting evidence alone. */
  shown: number;
  /** Counts half in the criterion ("an advantage"). */
  weight: number;
  status: LineStatus;
}

/** A role below this relatedness names a field in passing ("accounts disabled on HR's request"). */
const RELATED_ROLE = 0.5;

/** Where a line's needs are looked for. */
export interface EvidenceZones {
  evidence: Zone[];
  /** Where a line of work (a need of kind field) is shown: related roles' text, any role's title. */
  fieldEvidence: Zone[];
  claims: Zone[];
  languages: Set<string>;
}

function roleZones(experience: ExperienceEvidence): Pick<EvidenceZones, 'evidence' | 'fieldEvidence'> {
  return {
    evidence: experience.roles.map(({ role }) => role.all),
    fieldEvidence: experience.roles.map(({ role, relatedness }) =>
      relatedness >= RELATED_ROLE ? role.all : role.head,
    ),
  };
}

/** Requirements are shown by roles, qualifications and projects; responsibilities by roles and projects. */
export function requirementZones(cv: CvEvidence, experience: ExperienceEvidence): EvidenceZones {
  const roles = roleZones(experience);
  return {
    evidence: [...roles.evidence, cv.qualifications, cv.projects, cv.personal],
    fieldEvidence: [...roles.fieldEvidence, cv.qualifications, cv.projects],
    claims: [cv.claims],
    languages: cv.languages,
  };
}

export function responsibilityZones(cv: CvEvidence, experience: ExperienceEvidence): EvidenceZones {
  const roles = roleZones(experience);
  return {
    evidence: [...roles.evidence, cv.projects],
    fieldEvidence: [...roles.fieldEvidence, cv.projects],
    claims: [cv.claims, cv.qualifications],
    languages: cv.languages,
  };
}

/** 1 when a zone shows the need, BROADER_CREDIT when it shows only a wider concept, else 0. */
export function needIn(need: Need, zone: Zone): number {
  if (need.lemma !== null) return zone.lemmas.has(need.lemma) ? 1 : 0;
  if (need.concepts.some((id) => zone.concepts.has(id))) return 1;
  const wider = need.concepts.flatMap((id) => conceptById(id)?.broader ?? []);
  return wider.some((id) => zone.concepts.has(id)) ? BROADER_CREDIT : 0;
}

function needEvidence(need: Need, zones: EvidenceZones): { shown: number; listed: number } {
  if (need.kind === 'language') {
    const shown = need.concepts.some((id) => zones.languages.has(id)) ? 1 : 0;
    const listed = Math.max(shown, ...zones.claims.map((zone) => needIn(need, zone)));
    return { shown, listed };
  }
  const where = need.kind === 'field' ? zones.fieldEvidence : zones.evidence;
  const shown = Math.max(0, ...where.map((zone) => needIn(need, zone)));
  // A field mentioned in an unrelated role's duties counts as listed, not shown.
  const mentioned = need.kind === 'field' ? Math.max(0, ...zones.evidence.map((zone) => needIn(need, zone))) : 0;
  const listed = Math.max(shown, mentioned, ...zones.claims.map((zone) => needIn(need, zone)));
  return { shown, listed };
}

/** The share of needs met, plain words with their allowance, concepts without one. */
function clauseCredit(needs: Need[], credits: number[]): number {
  let conceptWeight = 0;
  let conceptMet = 0;
  let wordCount = 0;
  let wordMet = 0;
  needs.forEach((need, index) => {
    const credit = credits[index] ?? 0;
    if (need.kind === 'word') {
      wordCount += 1;
      wordMet += credit;
    } else {
      conceptWeight += need.weight;
      conceptMet += need.weight * credit;
    }
  });
  const words = wordCount ? Math.min(1, wordMet / Math.max(1, Math.ceil(wordCount * WORD_SHARE))) : 1;
  if (conceptWeight === 0) return words;
  const concepts = conceptMet / conceptWeight;
  return wordCount ? CONCEPT_SHARE * concepts + (1 - CONCEPT_SHARE) * words : concepts;
}

export function lineEvidence(posting: PostingLine, zones: EvidenceZones): LineEvidence {
  let credit = 0;
  let shown = 0;
  let total = 0;
  for (const clause of posting.clauses) {
    const found = clause.needs.map((need) => needEvidence(need, zones));
    const weight = clause.preferred ? 0.5 : 1;
    const onlyShown = clauseCredit(
      clause.needs,
      found.map((entry) => entry.shown),
    );
    const withListed = clauseCredit(
      clause.needs,
      found.map((entry) => entry.listed),
    );
    shown += weight * onlyShown;
    credit += weight * (onlyShown + LISTED_CREDIT * (withListed - onlyShown));
    total += weight;
  }
  if (total === 0) return { line: posting.line, credit: 1, shown: 1, weight: 1, status: 'shown' };
  const lineShown = shown / total;
  const lineCredit = credit / total;
  const status: LineStatus =
    lineShown >= 0.999 ? 'shown' : lineShown > 0 ? 'partly' : lineCredit > 0 ? 'listed' : 'missing';
  const allPreferred = posting.clauses.every((clause) => clause.preferred);
  return { line: posting.line, credit: lineCredit, shown: lineShown, weight: allPreferred ? 0.5 : 1, status };
}
