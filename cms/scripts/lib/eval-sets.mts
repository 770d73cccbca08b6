// The graded sets the scoring evaluation reads (cms/eval/scoring/*.json): postings, and CVs graded
// 0-3 by a person before any scorer saw them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const EVAL_DIR = join(import.meta.dirname, '..', '..', 'eval', 'scoring');

const candidateSchema = z.object({
  id: z.string(),
  relevance: z.number().int().min(0).max(3),
  why: z.string(),
  case: z.string(),
  years_of_experience: z.number().min(0),
  years_related_experience: z.number().min(0),
  screening_answers: z.record(z.string(), z.string()),
  cv: z.string().min(1),
});

const postingSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  description: z.string(),
  responsibilities: z.string().nullable(),
  requirements: z.string(),
  minimum_years_experience: z.number().nullable(),
  screening_questions: z.array(z.string()).nullable(),
  candidates: z.array(candidateSchema).min(2),
});

export const evalSetSchema = z.object({
  name: z.string(),
  author: z.string(),
  license: z.string(),
  as_of: z.string().date(),
  postings: z.array(postingSchema).min(1),
});

export type EvalSet = z.infer<typeof evalSetSchema>;
export type EvalPosting = z.infer<typeof postingSchema>;
export type EvalCandidate = z.infer<typeof candidateSchema>;

export function readEvalSet(file: string): EvalSet {
  return evalSetSchema.parse(JSON.parse(readFileSync(join(EVAL_DIR, file), 'utf8')));
}

export const evalSetFiles = (): string[] =>
  readdirSync(EVAL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
