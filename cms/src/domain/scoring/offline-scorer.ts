import {
  messages,
  SCORING_CRITERIA,
  type ScoringCriterion,
  type ScoringResult,
  scoringResultSchema,
} from '@careers/shared';
import { currentDate } from '../../platform/clock';
import { readCvProfile } from './cv-profile';
import { yearsOf } from './experience-years';
import { type PostingEvidence, readPostingEvidence } from './posting-evidence';
import type { LineEvidence } from './requirement-evidence';
import type { Criterion, ScoringInput } from './scoring-input';
import { directiveConcerns } from './screener-directives';
import { screeningCriterion } from './screening-criterion';

const round1 = (value: number) => Math.round(value * 10) / 10;
const quote = (lines: LineEvidence[]) => lines.map((match) => match.line).join('; ');

/** The weighted share of the lines shown; 1 for a posting that lists none. */
function coverage(lines: LineEvidence[]): number {
  const weight = lines.reduce((sum, line) => sum + line.weight, 0);
  return weight ? lines.reduce((sum, line) => sum + line.weight * line.credit, 0) / weight : 1;
}

function coverageCriterion(key: ScoringCriterion, lines: LineEvidence[], noun: string): Criterion {
  const max = SCORING_CRITERIA[key].max;
  if (lines.length === 0) return { score: max, max, reason: `The posting lists no ${noun}` };
  const of = (status: LineEvidence['status']) => lines.filter((line) => line.status === status);
  const [shown, partly, listed, missing] = [of('shown'), of('partly'), of('listed'), of('missing')];
  const details = [
    shown.length ? `Shown in the CV's roles or qualifications: ${quote(shown)}.` : '',
    partly.length ? `Partly shown: ${quote(partly)}.` : '',
    listed.length ? `Listed, not shown in any role: ${quote(listed)}.` : '',
    missing.length ? `Not shown: ${quote(missing)}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const extras = [
    partly.length ? `${partly.length} more in part` : '',
    listed.length ? `${listed.length} only listed, not shown in any role` : '',
  ].filter(Boolean);
  return {
    score: Math.round(max * coverage(lines)),
    max,
    reason: `The CV shows ${shown.length} of ${lines.length} ${noun}${extras.length ? `; ${extras.join('; ')}` : ''}`,
    details,
  };
}

function band(score: number): 'Strong' | 'Reasonable' | 'Limited' {
  return score >= 80 ? 'Strong' : score >= 60 ? 'Reasonable' : 'Limited';
}

/**
 * The offline scorer: deterministic and explainable, used when no OpenAI key is set or the candidate
 * did not agree to an external provider. It reads the CV by its sections and counts a posting's
 * requirement as met when a role, a qualification or a project shows it (in the posting's words, a
 * synonym or an Arabic form), and only a little when the summary or skills list merely names it;
 * years come from the roles' dates, related years from how each role relates to the posting.
 */
export function scoreOffline(
  input: ScoringInput,
  now = currentDate(),
  evidence: PostingEvidence = readPostingEvidence(input, now),
): ScoringResult {
  const { cv, requirements, responsibilities, experience } = evidence;
  const profile = readCvProfile(cv);
  const required = input.posting.minimum_years_experience ?? 0;
  const years = yearsOf(input.applicant, experience, required);
  const screening = screeningCriterion(input);

  const breakdown: Record<ScoringCriterion, Criterion> = {
    requirements_match: coverageCriterion('requirements_match', requirements, 'requirements'),
    responsibilities_match: coverageCriterion('responsibilities_match', responsibilities, 'responsibilities'),
    total_experience: years.total,
    related_experience: years.related,
    screening_answers: screening.criterion,
  };
  const score = Object.values(breakdown).reduce((sum, criterion) => sum + criterion.score, 0);
  const relevance = Math.round(
    (100 *
      (SCORING_CRITERIA.requirements_match.max * coverage(requirements) +
        SCORING_CRITERIA.responsibilities_match.max * coverage(responsibilities))) /
      (SCORING_CRITERIA.requirements_match.max + SCORING_CRITERIA.responsibilities_match.max),
  );
  const shown = requirements.filter((line) => line.status === 'shown');
  const listed = [...requirements, ...responsibilities].filter((line) => line.status === 'listed');
  const gaps = [...requirements, ...responsibilities].filter((line) => line.status === 'missing');

  const strengths = [
    ...shown.slice(0, 3).map((line) => `Shows: ${line.line}`),
    ...years.strengths,
    ...(profile.certifications.length ? [`Certified: ${profile.certifications.join(', ')}`] : []),
    ...(screening.short === 0 && (input.posting.screening_questions?.length ?? 0) > 0
      ? ['Complete screening answers']
      : []),
  ];
  const concerns = [
    ...listed.slice(0, 3).map((line) => messages.scoring.listedNotShown(line.line)),
    ...gaps.slice(0, 3).map((line) => `No evidence of: ${line.line}`),
    ...years.concerns,
    ...(screening.short > 0 ? [`${screening.short} screening answer(s) missing or very short`] : []),
    ...directiveConcerns(input.directives),
  ];
  const recommendations = [
    ...[...listed, ...gaps].slice(0, 2).map((line) => `Ask at interview about: ${line.line}`),
    score >= 80
      ? 'Strong match: consider shortlisting'
      : score >= 60
        ? 'Worth a screening call to confirm the gaps above'
        : 'Likely not a match for this posting; consider other open roles',
  ];

  return scoringResultSchema.parse({
    cv_parsed_data: profile.parsed,
    ai_score: score,
    ai_summary:
      `${band(score)} match for ${input.posting.title} (offline scoring): the CV shows ${shown.length} of ` +
      `${requirements.length} requirements in its roles and qualifications; ${years.summary}` +
      `${screening.short > 0 ? `; ${screening.short} screening answer(s) missing or short` : ''}.`,
    ai_insights: {
      keyHighlights: {
        totalSkills: profile.parsed.skills.length,
        technicalSkills: profile.technicalSkills.length,
        softSkills: profile.softSkills.length,
        experience: round1(years.years),
        certifications: profile.certifications.length,
        languages: profile.parsed.languages.length,
        jobRelevanceMatch: relevance,
      },
      strengths,
      concerns,
      recommendations,
    },
    ai_score_breakdown: breakdown,
    ...years.refined,
  });
}
