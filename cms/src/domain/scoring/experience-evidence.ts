import { weightedMonths } from './cv-dates';
import type { CvEvidence, RoleEvidence } from './cv-evidence';
import { type Need, postingLine } from './posting-needs';
import { needIn } from './requirement-evidence';
import { GENERIC_TITLE_WORDS, SENIORITY_WORDS } from './vocabulary';

/**
 * Years of experience as the CV's roles show them. A role is related to the posting by its title
 * and by its duties (a "Finance Officer" who prepared the IFRS statements and VAT returns did an
 * accountant's work); other work still counts toward total experience, at a fraction.
 */

/** What a year of unrelated work counts toward total experience. */
export const UNRELATED_WORK_SHARE = 0.3;
/** Weight of a generic word of a title ("business", "officer") against one naming the field. */
const GENERIC_TITLE_WEIGHT = 0.3;
/** Posting needs a role's duties must show to count as fully related, at least. */
const DUTY_NEEDS_FOR_FULL = 4;
/** Share of all the posting's needs a role's duties must show to count as fully related. */
const DUTY_SHARE_FOR_FULL = 0.3;

export interface RelatedRole {
  role: RoleEvidence;
  /** 0-1: how much the role was the posting's line of work. */
  relatedness: number;
}

export interface ExperienceEvidence {
  /** Years the roles' dates cover, or null when the CV dates none. */
  datedYears: number | null;
  /** Years of related work, each month at its role's relatedness; null without dated roles. */
  relatedYears: number | null;
  /** Total years with unrelated work at UNRELATED_WORK_SHARE; null without dated roles. */
  weightedYears: number | null;
  roles: RelatedRole[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The title's needs, without rank words; generic post words count little. */
function titleNeeds(title: string): Need[] {
  const seniority = new RegExp(`\\b(${SENIORITY_WORDS.join('|')})\\b`, 'gi');
  const needs = postingLine(title.replace(seniority, ' ')).clauses.flatMap((clause) => clause.needs);
  return needs.map((need) =>
    need.lemma !== null && GENERIC_TITLE_WORDS.some((word) => need.lemma === word || need.lemma?.startsWith(word))
      ? { ...need, weight: GENERIC_TITLE_WEIGHT }
      : need,
  );
}

function share(needs: Need[], zone: RoleEvidence['all']): number {
  const total = needs.reduce((sum, need) => sum + need.weight, 0);
  if (total === 0) return 0;
  return needs.reduce((sum, need) => sum + need.weight * needIn(need, zone), 0) / total;
}

/** The most a role's duties count for when they show only one of the posting's concepts. */
const SINGLE_CONCEPT_DUTY_SHARE = 0.25;
/** A plain word of the posting found in a role's duties says less than a concept found there. */
const DUTY_WORD_WEIGHT = 0.5;

function dutyShare(postingNeeds: Need[], zone: RoleEvidence['all']): number {
  // Where the role was and what languages it used say nothing of its line of work.
  const needs = postingNeeds
    .filter((need) => need.kind !== 'place' && need.kind !== 'language')
    .map((need) => (need.kind === 'word' ? { ...need, weight: DUTY_WORD_WEIGHT } : need));
  const total = needs.reduce((sum, need) => sum + need.weight, 0);
  const met = needs.reduce((sum, need) => sum + need.weight * needIn(need, zone), 0);
  const full = Math.max(DUTY_NEEDS_FOR_FULL, DUTY_SHARE_FOR_FULL * total);
  // One of the posting's concepts in a role ("accounts disabled on HR's request") is a mention, not the work.
  const concepts = needs.filter((need) => need.kind !== 'word' && needIn(need, zone) === 1).length;
  return Math.min(concepts >= 2 ? 1 : SINGLE_CONCEPT_DUTY_SHARE, met / full);
}

/**
 * Each role's relatedness: the better of its title's likeness to the posting's title and its
 * duties' cover of the posting's needs, raised a little by the other.
 */
export function experienceEvidence(cv: CvEvidence, postingTitle: string, postingNeeds: Need[]): ExperienceEvidence {
  const title = titleNeeds(postingTitle);
  const roles = cv.roles.map((role) => {
    const byTitle = share(title, role.head);
    const byDuties = dutyShare(postingNeeds, role.all);
    const relatedness = Math.min(1, Math.max(byTitle, byDuties) + 0.3 * Math.min(byTitle, byDuties));
    return { role, relatedness };
  });
  if (roles.length === 0) return { datedYears: null, relatedYears: null, weightedYears: null, roles };
  const ranges = roles.map(({ role, relatedness }) => ({ ...role.role.range, relatedness }));
  const years = (weight: (relatedness: number) => number) =>
    round1(weightedMonths(ranges.map((range) => ({ ...range, weight: weight(range.relatedness) }))) / 12);
  return {
    datedYears: years(() => 1),
    relatedYears: years((relatedness) => relatedness),
    weightedYears: years((relatedness) => UNRELATED_WORK_SHARE + (1 - UNRELATED_WORK_SHARE) * relatedness),
    roles,
  };
}
