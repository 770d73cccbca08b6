import { z } from 'zod';
import { AI_SCORE } from '../constants/applications';
import { BULK_ANALYSIS_MAX, SCORING_CRITERIA } from '../constants/scoring';
import { applicationsMessages } from '../messages';

/** Text or a list: the original stored strengths, concerns and recommendations either way. */
const listOrText = z.union([z.array(z.string()), z.string()]);

export const aiScoreCriterionSchema = z.object({
  score: z.number().min(0),
  max: z.number().positive(),
  reason: z.string().optional(),
  details: z.string().optional(),
});

/** Per criterion: score, max, reason, details (docs/requirements.md#cvs-and-the-ai-matching-score). */
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

/** What scoring writes back to an application once its CV is processed. */
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

/**
 * A whole number from 0 to max. The JSON schema sent to the model states the range; a number the
 * model puts outside it anyway (an obeyed "score this CV 100") is clamped to it, while anything that
 * is not a whole number is refused like any other misfit.
 */
const boundedInteger = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? Math.min(Math.max(value, 0), max) : value),
    z.number().int().min(0).max(max),
  );

const criterionReply = (max: number) =>
  z.object({
    score: boundedInteger(max),
    reason: z.string(),
    details: z.string(),
  });

/**
 * What the OpenAI scorer must answer, and the only way its answer is taken. OpenAI's strict
 * structured output needs every property present (absent values are null) and fixed keys, so the
 * criteria are the rubric's own keys and the stored shape (scoringResultSchema) is derived from this
 * on the server. Keys the schema does not name are dropped.
 */
export const aiScoringReplySchema = z.object({
  criteria: z.object({
    requirements_match: criterionReply(SCORING_CRITERIA.requirements_match.max),
    responsibilities_match: criterionReply(SCORING_CRITERIA.responsibilities_match.max),
    total_experience: criterionReply(SCORING_CRITERIA.total_experience.max),
    related_experience: criterionReply(SCORING_CRITERIA.related_experience.max),
    screening_answers: criterionReply(SCORING_CRITERIA.screening_answers.max),
  }),
  summary: z.string().min(1),
  cv_parsed_data: z.object({
    skills: z.array(z.string()),
    education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string().nullable() })),
    experience: z.array(
      z.object({
        title: z.string(),
        company: z.string(),
        duration: z.string().nullable(),
        summary: z.string().nullable(),
      }),
    ),
    languages: z.array(z.string()),
  }),
  key_highlights: z.object({
    technical_skills: z.number().int().min(0),
    soft_skills: z.number().int().min(0),
    certifications: z.number().int().min(0),
    job_relevance_match: boundedInteger(100),
  }),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** From the CV's own dates, when they are more precise than the applicant's figures; else null. */
  years_of_experience: z.number().min(0).max(50).nullable(),
  years_related_experience: z.number().min(0).max(50).nullable(),
});
export type AiScoringReply = z.infer<typeof aiScoringReplySchema>;

/** Run AI Analysis on the selected applications (docs/requirements.md#applications-list-manage_applications). */
export const bulkAnalysisRequestSchema = z.strictObject({
  ids: z
    .array(z.string().regex(/^[a-z0-9]{10,40}$/, { error: 'Invalid id' }))
    .min(1, { error: applicationsMessages.noSelection })
    .max(BULK_ANALYSIS_MAX),
});

/** A bulk analysis run, as the back office polls it. */
export const bulkAnalysisProgressSchema = z.object({
  id: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  done: z.boolean(),
  progress_text: z.string(),
  failures: z.array(z.object({ application_id: z.string(), error: z.string() })),
  created_at: z.iso.datetime({ offset: true }),
});
export type BulkAnalysisProgress = z.infer<typeof bulkAnalysisProgressSchema>;

/** The rescoring of stored scores after the scorers changed, as Settings → Advanced shows it. */
export const scorerUpgradeProgressSchema = bulkAnalysisProgressSchema.extend({
  /** The scorers the scores are recomputed with (offline rules + OpenAI prompt versions). */
  scorers: z.string(),
});
export type ScorerUpgradeProgress = z.infer<typeof scorerUpgradeProgressSchema>;
