import {
  bulletLines,
  SCORING_CRITERIA,
  type ScoringCriterion,
  type ScoringResult,
  scoringResultSchema,
} from '@careers/shared';
import { currentDate } from '../../platform/clock';
import { type CvProfile, readCvProfile, yearsCovered } from './cv-profile';
import { type ScoringInput, screeningPairs } from './scoring-input';
import { directiveConcerns } from './screener-directives';
import { TermIndex, termsOf, words } from './terms';
import { SENIORITY_WORDS } from './vocabulary';

/** An answer of this many words counts as complete; shorter ones count in proportion. */
const COMPLETE_ANSWER_WORDS = 8;
/** CV dates within this many years of the applicant's figure refine it; further apart, they are a concern. */
const REFINING_GAP_YEARS = 1.5;

interface LineMatch {
  line: string;
  /** 1 when at least half the line's terms are in the CV, less in proportion. */
  credit: number;
}

interface Criterion {
  score: number;
  max: number;
  reason: string;
  details?: string;
}

/** A posting's lines to match: its bullet lines, or its sentences when it has none. */
function linesOf(text: string | null): string[] {
  if (!text) return [];
  const bullets = bulletLines(text);
  if (bullets.length > 0) return bullets;
  return text
    .split(/\n|(?<=\.)\s+/)
    .map((line) => line.trim())
    .filter((line) => termsOf(line).length > 0);
}

function matchLines(lines: string[], cv: TermIndex): LineMatch[] {
  return lines.map((line) => {
    const terms = termsOf(line);
    if (terms.length === 0) return { line, credit: 1 };
    const matched = terms.filter((term) => cv.has(term)).length;
    return { line, credit: Math.min(1, matched / Math.ceil(terms.length / 2)) };
  });
}

const average = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 1);
const round1 = (value: number) => Math.round(value * 10) / 10;
const quote = (lines: LineMatch[]) => lines.map((match) => match.line).join('; ');

function coverageCriterion(key: ScoringCriterion, matches: LineMatch[], noun: string): Criterion {
  const max = SCORING_CRITERIA[key].max;
  if (matches.length === 0) return { score: max, max, reason: `The posting lists no ${noun}` };
  const met = matches.filter((match) => match.credit >= 1);
  const partly = matches.filter((match) => match.credit > 0 && match.credit < 1);
  const missing = matches.filter((match) => match.credit === 0);
  const details = [
    met.length ? `Shown: ${quote(met)}.` : '',
    partly.length ? `Partly shown: ${quote(partly)}.` : '',
    missing.length ? `Not shown: ${quote(missing)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    score: Math.round(max * average(matches.map((match) => match.credit))),
    max,
    reason: `The CV shows ${met.length} of ${matches.length} ${noun}${partly.length ? `, ${partly.length} more in part` : ''}`,
    details,
  };
}

interface Years {
  years: number;
  related: number;
  /** CV figures more precise than the applicant's, to store. */
  refined: { years_of_experience?: number; years_related_experience?: number };
  concerns: string[];
}

function titleTerms(title: string): string[] {
  return termsOf(
    words(title)
      .filter((word) => !SENIORITY_WORDS.includes(word))
      .join(' '),
  );
}

/** The applicant's years, refined by the CV's own dates where those agree closely. */
function yearsOf(input: ScoringInput, profile: CvProfile): Years {
  const declared = input.applicant.years_of_experience ?? 0;
  const declaredRelated = input.applicant.years_related_experience ?? 0;
  const postingTerms = titleTerms(input.posting.title);
  const relatedEntries = profile.experienceEntries.filter((entry) => {
    const mine = new TermIndex(entry.title);
    return postingTerms.some((term) => mine.has(term));
  });
  const result: Years = { years: declared, related: declaredRelated, refined: {}, concerns: [] };
  const refine = (dated: number | null, stated: number, field: keyof Years['refined'], label: string) => {
    if (dated === null || dated === stated) return stated;
    if (Math.abs(dated - stated) <= REFINING_GAP_YEARS) {
      result.refined[field] = dated;
      return dated;
    }
    result.concerns.push(`The CV's dates add up to ${dated} years of ${label}; the applicant stated ${stated}`);
    return stated;
  };
  result.years = refine(profile.datedYears, declared, 'years_of_experience', 'experience');
  // Dated jobs none of which resemble the posting's title say 0 related years: flagged, never scored down.
  result.related = refine(
    profile.experienceEntries.length ? (yearsCovered(relatedEntries) ?? 0) : null,
    declaredRelated,
    'years_related_experience',
    'experience in similar roles',
  );
  return result;
}

function experienceCriteria(required: number, years: Years): { total: Criterion; related: Criterion } {
  const totalMax = SCORING_CRITERIA.total_experience.max;
  const relatedMax = SCORING_CRITERIA.related_experience.max;
  const total: Criterion =
    required > 0
      ? {
          score: Math.round(totalMax * Math.min(1, years.years / required)),
          max: totalMax,
          reason: `${years.years} years of experience against ${required} required`,
        }
      : { score: totalMax, max: totalMax, reason: `No minimum experience required; ${years.years} years stated` };
  // Without a stated minimum, two years in the same line of work earn the full points.
  const target = required > 0 ? required : 2;
  const related: Criterion = {
    score: Math.round(relatedMax * Math.min(1, years.related / target)),
    max: relatedMax,
    reason: `${years.related} years of related experience against ${target} ${required > 0 ? 'required' : 'expected'}`,
  };
  return { total, related };
}

function screeningCriterion(input: ScoringInput): { criterion: Criterion; short: number } {
  const max = SCORING_CRITERIA.screening_answers.max;
  const pairs = screeningPairs(input);
  if (pairs.length === 0)
    return { criterion: { score: max, max, reason: 'No screening questions for this posting' }, short: 0 };
  const counts = pairs.map((pair) => words(pair.answer).length);
  const credits = counts.map((count) => Math.min(1, count / COMPLETE_ANSWER_WORDS));
  const complete = credits.filter((credit) => credit >= 1).length;
  return {
    criterion: {
      score: Math.round(max * average(credits)),
      max,
      reason: `${complete} of ${pairs.length} answers are complete`,
      details: counts.map((count, index) => `Question ${index + 1}: ${count} word${count === 1 ? '' : 's'}`).join('; '),
    },
    short: pairs.length - complete,
  };
}

function band(score: number): 'Strong' | 'Reasonable' | 'Limited' {
  return score >= 80 ? 'Strong' : score >= 60 ? 'Reasonable' : 'Limited';
}

/**
 * The offline scorer: deterministic and explainable, used when no OpenAI key is set. It measures how
 * much of the posting's requirements and responsibilities the CV's words cover, the years against the
 * minimum, and how complete the screening answers are; each criterion says why it got its points.
 */
export function scoreOffline(input: ScoringInput, now = currentDate()): ScoringResult {
  const profile = readCvProfile(input.cvText, now);
  const cv = new TermIndex(input.cvText);
  const requirements = matchLines(linesOf(input.posting.requirements), cv);
  const responsibilities = matchLines(linesOf(input.posting.responsibilities), cv);
  const required = input.posting.minimum_years_experience ?? 0;
  const years = yearsOf(input, profile);
  const experience = experienceCriteria(required, years);
  const screening = screeningCriterion(input);

  const breakdown: Record<ScoringCriterion, Criterion> = {
    requirements_match: coverageCriterion('requirements_match', requirements, 'requirements'),
    responsibilities_match: coverageCriterion('responsibilities_match', responsibilities, 'responsibilities'),
    total_experience: experience.total,
    related_experience: experience.related,
    screening_answers: screening.criterion,
  };
  const score = Object.values(breakdown).reduce((sum, criterion) => sum + criterion.score, 0);
  const relevance = Math.round(
    (100 *
      (SCORING_CRITERIA.requirements_match.max * average(requirements.map((m) => m.credit)) +
        SCORING_CRITERIA.responsibilities_match.max * average(responsibilities.map((m) => m.credit)))) /
      (SCORING_CRITERIA.requirements_match.max + SCORING_CRITERIA.responsibilities_match.max),
  );
  const met = requirements.filter((match) => match.credit >= 1);
  const gaps = [...requirements, ...responsibilities].filter((match) => match.credit < 0.5);

  const strengths = [
    ...met.slice(0, 3).map((match) => `Shows: ${match.line}`),
    ...(required > 0 && years.years >= required
      ? [`${years.years} years of experience, meeting the ${required} required`]
      : []),
    ...(profile.certifications.length ? [`Certified: ${profile.certifications.join(', ')}`] : []),
    ...(screening.short === 0 && (input.posting.screening_questions?.length ?? 0) > 0
      ? ['Complete screening answers']
      : []),
  ];
  const concerns = [
    ...gaps.slice(0, 3).map((match) => `No evidence of: ${match.line}`),
    ...(required > 0 && years.years < required
      ? [`${years.years} years of experience, below the ${required} required`]
      : []),
    ...(screening.short > 0 ? [`${screening.short} screening answer(s) missing or very short`] : []),
    ...years.concerns,
    ...directiveConcerns(input.directives),
  ];
  const recommendations = [
    ...gaps.slice(0, 2).map((match) => `Ask at interview about: ${match.line}`),
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
      `${band(score)} match for ${input.posting.title} (offline scoring): the CV shows ${met.length} of ` +
      `${requirements.length} requirements; ${years.years} years of experience` +
      `${required > 0 ? ` against ${required} required` : ''}` +
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
