import { type ScoringResult, scoringResultSchema } from '@careers/shared';
import { EMPLOYERS, UNIVERSITIES } from '../data/candidates';
import type { RoleSeed } from '../data/job-catalogue';
import type { Random } from './random';

const SOFT_SKILLS = ['Communication', 'Teamwork', 'Problem solving', 'Time management', 'Leadership', 'Adaptability'];
const CERTIFICATIONS = [
  'ACCA',
  'PMP',
  'CIPD',
  'AWS Certified Developer',
  'Microsoft Power BI Data Analyst',
  'IATA Diploma',
];

/**
 * A plausible AI result for a demo applicant, in the exact shape real scoring stores
 * (scoringResultSchema). `fit` (0 to 1) steers how well the candidate matches the role.
 */
export function demoScoringResult(
  role: RoleSeed,
  questions: string[] | null,
  candidate: { years: number; related: number; languages: string[] },
  fit: number,
  random: Random,
): ScoringResult {
  const matched = random.sample(role.skills, Math.max(1, Math.round(role.skills.length * fit)));
  const extra = random.sample(['Microsoft Office', 'Jira', 'Salesforce', 'Arabic typing', 'Photoshop'], 2);
  const soft = random.sample(SOFT_SKILLS, random.int(2, 4));
  const certifications = fit > 0.6 ? random.sample(CERTIFICATIONS, random.int(0, 2)) : [];
  const required = role.minimum_years_experience ?? 0;
  // The same rubric real scoring fills (SCORING_CRITERIA), so demo results read like real ones.
  const breakdown = {
    requirements_match: {
      score: Math.round(35 * fit),
      max: 35,
      reason: `Matches ${matched.length} of ${role.skills.length} key skills: ${matched.join(', ')}`,
    },
    responsibilities_match: {
      score: Math.round(15 * Math.min(1, fit + 0.1)),
      max: 15,
      reason: `Background in ${role.department.toLowerCase()} roles`,
    },
    total_experience: {
      score: required > 0 ? Math.round(20 * Math.min(1, candidate.years / required)) : 20,
      max: 20,
      reason: `${candidate.years} years of experience against ${required} required`,
    },
    related_experience: {
      score: Math.round(15 * Math.min(1, candidate.related / Math.max(required, 2))),
      max: 15,
      reason: `${candidate.related} years of related experience`,
    },
    screening_answers: {
      score: questions ? Math.round(15 * Math.min(1, fit + 0.2)) : 15,
      max: 15,
      reason: questions ? 'Answers are complete and specific' : 'No screening questions for this posting',
    },
  };
  const aiScore = Math.min(
    100,
    Object.values(breakdown).reduce((sum, criterion) => sum + criterion.score, 0),
  );
  const employer = random.pick(EMPLOYERS);
  return scoringResultSchema.parse({
    cv_parsed_data: {
      skills: [...matched, ...extra, ...soft],
      education: [
        {
          degree: `Bachelor of ${role.department === 'Technology' ? 'Computer Science' : 'Business Administration'}`,
          institution: random.pick(UNIVERSITIES),
          year: String(2026 - Math.round(candidate.years) - 1),
        },
      ],
      experience: [
        {
          title: role.title,
          company: employer,
          duration: `${candidate.related} years`,
          summary: `Worked on ${matched.slice(0, 2).join(' and ')}`,
        },
        ...(candidate.years > candidate.related
          ? [
              {
                title: 'Assistant',
                company: random.pick(EMPLOYERS),
                duration: `${candidate.years - candidate.related} years`,
              },
            ]
          : []),
      ],
      languages: candidate.languages,
    },
    ai_score: aiScore,
    ai_summary:
      aiScore >= 80
        ? `Strong match for ${role.title}: ${candidate.related} years of directly relevant experience and most of the key skills.`
        : aiScore >= 60
          ? `Reasonable match for ${role.title}; some gaps in ${random.pick(role.skills)} to explore at interview.`
          : `Limited match for ${role.title}: experience and skills are mostly outside the role's core needs.`,
    ai_insights: {
      keyHighlights: {
        totalSkills: matched.length + extra.length + soft.length,
        technicalSkills: matched.length + extra.length,
        softSkills: soft.length,
        experience: candidate.years,
        certifications: certifications.length,
        languages: candidate.languages.length,
        jobRelevanceMatch: Math.round(fit * 100),
      },
      strengths: [
        `Experience with ${matched[0]}`,
        `${candidate.related} years in similar roles`,
        ...(certifications.length ? [`Certified: ${certifications.join(', ')}`] : []),
      ],
      concerns:
        fit < 0.6
          ? [
              `Little exposure to ${
                role.skills
                  .filter((skill) => !matched.includes(skill))
                  .slice(0, 2)
                  .join(' and ') || 'the core tools'
              }`,
            ]
          : ['Notice period to be confirmed'],
      recommendations: aiScore >= 70 ? ['Invite to a first interview'] : ['Keep on file for junior openings'],
    },
    ai_score_breakdown: breakdown,
    years_of_experience: candidate.years,
    years_related_experience: candidate.related,
  });
}
