/** What either scorer reads (process-application's payload). */
export interface ScoringPosting {
  title: string;
  department: string;
  description: string;
  responsibilities: string | null;
  requirements: string;
  minimum_years_experience: number | null;
  screening_questions: string[] | null;
}

export interface ScoringApplicant {
  years_of_experience: number | null;
  years_related_experience: number | null;
  /** Answers by question index ("0", "1", ...). */
  screening_answers: Record<string, string>;
}

export interface ScoringInput {
  posting: ScoringPosting;
  applicant: ScoringApplicant;
  /** The CV's text, as the candidate wrote it. */
  cvText: string;
  /** Passages of the CV and answers that address an automated screener, as the recruiter reads them. */
  directives: string[];
}

/** One criterion of the offline scorer's breakdown: its points, its maximum, and why. */
export interface Criterion {
  score: number;
  max: number;
  reason: string;
  details?: string;
}

/** The question and answer pairs, in the posting's order; an unanswered question has ''. */
export function screeningPairs(input: ScoringInput): { question: string; answer: string }[] {
  return (input.posting.screening_questions ?? []).map((question, index) => ({
    question,
    answer: (input.applicant.screening_answers[String(index)] ?? '').trim(),
  }));
}
