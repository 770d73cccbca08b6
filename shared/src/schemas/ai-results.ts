import { z } from 'zod';
import { AI_SCORE } from '../constants/applications';

/** Text or a list: the original stored strengths, concerns and recommendations either way. */
const listOrText = z.union([z.array(z.string()), z.string()]);

export const aiScoreCriterionSchema = z.object({
  score: z.number().min(0),
  max: z.number().positive(),
  reason: z.string().optional(),
  details: z.string().optional(),
});

/** Per criterion: score, max, reason, details (back-office spec section 3). */
export const aiScoreBreakdownSchema = z.record(z.string(), aiScoreCriterionSchema);
export type AiScoreBreakdown = z.infer<typeof aiScoreBreakdownSchema>;

export const aiInsightsSchema = z.object({
  keyHighlights: z.object({
    totalSkills: z.number().int().min(0),
    technicalSkills: z.number().int().min(0),
    softSkills: z.number().int().min(0),
    experience: z.number().min(0),
    certifications: z.number().int().min(0),
    languages: z.number().int().min(0),
    jobRelevanceMatch: z.number().min(0).max(100),
  }),
  strengths: listOrText,
  concerns: listOrText,
  recommendations: listOrText,
});
export type AiInsights = z.infer<typeof aiInsightsSchema>;

const educationEntry = z.union([
  z.string(),
  z.object({ degree: z.string(), institution: z.string(), year: z.string().optional() }),
]);
const experienceEntry = z.union([
  z.string(),
  z.object({ title: z.string(), company: z.string(), duration: z.string().optional(), summary: z.string().optional() }),
]);

export const cvParsedDataSchema = z.object({
  skills: z.array(z.string()),
  education: z.array(educationEntry),
  experience: z.array(experienceEntry),
  languages: z.array(z.string()),
});
export type CvParsedData = z.infer<typeof cvParsedDataSchema>;

/** What scoring writes back to an application (public spec section 7, process-application). */
export const scoringResultSchema = z.object({
  cv_parsed_data: cvParsedDataSchema,
  ai_score: z.number().int().min(AI_SCORE.min).max(AI_SCORE.max),
  ai_summary: z.string(),
  ai_insights: aiInsightsSchema,
  ai_score_breakdown: aiScoreBreakdownSchema,
  years_of_experience: z.number().min(0).max(50).optional(),
  years_related_experience: z.number().min(0).max(50).optional(),
});
export type ScoringResult = z.infer<typeof scoringResultSchema>;
