import { SCORING_CRITERIA } from '@careers/shared';
import { type ExperienceEvidence, UNRELATED_WORK_SHARE } from './experience-evidence';
import type { Criterion, ScoringApplicant } from './scoring-input';

/** CV figures within this many years of the applicant's refine it; further apart, they are a concern. */
const REFINING_GAP_YEARS = 1.5;
/** Related years that earn the full points when the posting states no minimum. */
const EXPECTED_RELATED_YEARS = 2;
/** Roles named in the related-experience details. */
const ROLES_NAMED = 4;

export interface Years {
  /** Total years the score used: the roles' dates, or the applicant's figure without dated roles. */
  years: number;
  total: Criterion;
  related: Criterion;
  /** CV figures more precise than the applicant's, to store. */
  refined: { years_of_experience?: number; years_related_experience?: number };
  strengths: string[];
  concerns: string[];
  /** One clause for the summary. */
  summary: string;
}

const plural = (years: number) => `${years} year${years === 1 ? '' : 's'}`;

/**
 * The two experience criteria, by the evidence: the roles' dates when the CV has them, the
 * applicant's figures otherwise. A stated figure the dates contradict is named as a concern and the
 * dates are scored; one they confirm closely is refined to the CV's figure.
 */
export function yearsOf(applicant: ScoringApplicant, evidence: ExperienceEvidence, required: number): Years {
  const stated = applicant.years_of_experience ?? 0;
  const statedRelated = applicant.years_related_experience ?? 0;
  const refined: Years['refined'] = {};
  const concerns: string[] = [];
  const check = (dated: number, figure: number, field: keyof Years['refined'], label: string) => {
    if (dated === figure) return;
    if (Math.abs(dated - figure) <= REFINING_GAP_YEARS) refined[field] = dated;
    else concerns.push(`The CV's dates add up to ${dated} years of ${label}; the applicant stated ${figure}`);
  };
  const dated = evidence.datedYears !== null && evidence.relatedYears !== null && evidence.weightedYears !== null;
  if (evidence.datedYears !== null) check(evidence.datedYears, stated, 'years_of_experience', 'experience');
  if (evidence.relatedYears !== null)
    check(evidence.relatedYears, statedRelated, 'years_related_experience', 'experience in similar roles');
  if (!dated && (stated > 0 || statedRelated > 0))
    concerns.push(`The CV dates none of its roles: the stated ${plural(stated)} of experience could not be checked`);

  const years = evidence.datedYears ?? stated;
  const related = evidence.relatedYears ?? statedRelated;
  // Unrelated work counts toward total experience at a fraction (experience-evidence.ts).
  const counted = evidence.weightedYears ?? stated;
  const totalMax = SCORING_CRITERIA.total_experience.max;
  const relatedMax = SCORING_CRITERIA.related_experience.max;
  const source = dated ? "by the CV's dates" : 'as stated';
  const total: Criterion =
    required > 0
      ? {
          score: Math.round(totalMax * Math.min(1, counted / required)),
          max: totalMax,
          reason:
            counted === years
              ? `${plural(years)} of experience ${source}, against ${required} required`
              : `${plural(years)} of experience ${source}, ${related} in related work; counted as ${counted} against ${required} required (unrelated work counts ${Math.round(UNRELATED_WORK_SHARE * 100)}%)`,
        }
      : { score: totalMax, max: totalMax, reason: `No minimum experience required; ${plural(years)} ${source}` };
  const target = required > 0 ? required : EXPECTED_RELATED_YEARS;
  const relatedRoles = evidence.roles
    .filter((role) => role.relatedness >= 0.5)
    .slice(0, ROLES_NAMED)
    .map(({ role }) => `${role.role.title} (${role.role.range.text})`);
  const relatedCriterion: Criterion = {
    score: Math.round(relatedMax * Math.min(1, related / target)),
    max: relatedMax,
    reason: `${plural(related)} of related experience ${source}, against ${target} ${required > 0 ? 'required' : 'expected'}`,
    ...(dated
      ? {
          details: relatedRoles.length
            ? `Related roles: ${relatedRoles.join('; ')}.`
            : 'No role in the CV is in this line of work.',
        }
      : {}),
  };
  return {
    years,
    total,
    related: relatedCriterion,
    refined,
    strengths:
      required > 0 && counted >= required ? [`${plural(years)} of experience, meeting the ${required} required`] : [],
    concerns: [
      ...(required > 0 && counted < required
        ? [`${plural(years)} of experience, ${related} related, below the ${required} required`]
        : []),
      ...concerns,
    ],
    summary: `${plural(years)} of experience, ${related} in related roles${required > 0 ? `, against ${required} required` : ''}`,
  };
}
