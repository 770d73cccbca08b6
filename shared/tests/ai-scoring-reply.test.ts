import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCORING_CRITERIA, SCORING_CRITERION_KEYS } from '../src/constants/scoring';
import { aiScoringReplySchema } from '../src/schemas/ai-results';

const criterion = (score: unknown) => ({ score, reason: 'Shown in the CV', details: '' });

function reply(scores: Record<string, unknown>, jobRelevanceMatch: unknown = 80) {
  return {
    criteria: Object.fromEntries(SCORING_CRITERION_KEYS.map((key) => [key, criterion(scores[key] ?? 10)])),
    summary: 'Fits the posting.',
    cv_parsed_data: { skills: [], education: [], experience: [], languages: [] },
    key_highlights: { technical_skills: 1, soft_skills: 1, certifications: 0, job_relevance_match: jobRelevanceMatch },
    strengths: [],
    concerns: [],
    recommendations: [],
    years_of_experience: null,
    years_related_experience: null,
  };
}

// The model's answer is taken only through this schema (the OpenAI scorer's structured output).
describe('the AI scoring reply', () => {
  it("clamps a score outside a criterion's range to it, whatever the model was talked into", () => {
    const parsed = aiScoringReplySchema.parse(
      reply({ requirements_match: 60, responsibilities_match: 150, total_experience: -5 }, 150),
    );
    expect(parsed.criteria.requirements_match.score).toBe(SCORING_CRITERIA.requirements_match.max);
    expect(parsed.criteria.responsibilities_match.score).toBe(SCORING_CRITERIA.responsibilities_match.max);
    expect(parsed.criteria.total_experience.score).toBe(0);
    expect(parsed.key_highlights.job_relevance_match).toBe(100);
  });

  it.each([
    ['a score written as text', reply({ requirements_match: '35' })],
    ['a fractional score', reply({ screening_answers: 7.5 })],
    ['a missing criterion', { ...reply({}), criteria: { requirements_match: criterion(30) } }],
    ['no summary', { ...reply({}), summary: '' }],
  ])('refuses %s', (_, answer) => {
    expect(aiScoringReplySchema.safeParse(answer).success).toBe(false);
  });

  it('tells the model each range in the JSON schema it is given', () => {
    const range = z.object({ type: z.literal('integer'), minimum: z.number(), maximum: z.number() });
    const criteria = z
      .object({
        properties: z.object({
          criteria: z.object({
            properties: z.record(z.string(), z.object({ properties: z.object({ score: range }) })),
          }),
        }),
      })
      .parse(z.toJSONSchema(aiScoringReplySchema)).properties.criteria.properties;
    for (const key of SCORING_CRITERION_KEYS) {
      expect(criteria[key]?.properties.score).toEqual({
        type: 'integer',
        minimum: 0,
        maximum: SCORING_CRITERIA[key].max,
      });
    }
  });
});
