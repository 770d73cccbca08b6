import type { ScoringResult } from '@careers/shared';
import { type CvText, extractCvText } from './cv-text';
import { scoreOffline } from './offline-scorer';
import { listedOnlyLines, readPostingEvidence } from './posting-evidence';
import type { ScoringApplicant, ScoringInput, ScoringPosting } from './scoring-input';
import { screenerDirectives } from './screener-directives';

/** Why a CV could not be read; each has its message for the recruiter in shared/. */
export type UnreadableReason = 'no-text' | 'unsupported' | 'too-large' | 'malformed' | 'time-limit' | 'memory-limit';

/** What the reader thread is given: the CV's bytes and what scoring needs besides. */
export interface CvReadingTask {
  cv: Uint8Array;
  posting: ScoringPosting;
  applicant: ScoringApplicant;
  /** Score with the offline scorer in the same thread (no OpenAI key set). */
  scoreOffline: boolean;
  /** The scoring date, as ms since the epoch (the offline scorer counts "to present" up to it). */
  now: number;
}

/** A reader-thread limit that stopped a reading. */
export type LimitHit = { ok: false; reason: 'time-limit' | 'memory-limit' };

/** Only the text of a CV, for the back office's viewer: no scan, no score. */
export interface CvTextTask {
  kind: 'text';
  cv: Uint8Array;
}
export type CvTextReading = CvText | LimitHit;

export type CvReading =
  | {
      ok: true;
      input: ScoringInput;
      offlineResult: ScoringResult | null;
      /** The posting's lines the CV only lists (summary, skills), for either scorer's concerns. */
      listedOnly: string[];
    }
  | { ok: false; reason: UnreadableReason };

/**
 * Everything about one application that costs CPU in proportion to what the candidate sent: the
 * CV's text, the screener-directive scan of it and of the answers, what it shows of the posting, and
 * the offline score. Runs in
 * the reader thread (cv-reader.ts), never in the thread that answers requests.
 */
export async function readCv(task: CvReadingTask): Promise<CvReading> {
  const cv = await extractCvText(Buffer.from(task.cv.buffer, task.cv.byteOffset, task.cv.byteLength));
  if (!cv.ok) return { ok: false, reason: cv.reason };

  // The CV and the answers go to the scorer as the candidate wrote them; passages aimed at a
  // screener are flagged for the recruiter.
  const answers = Object.values(task.applicant.screening_answers).map(String);
  const input: ScoringInput = {
    posting: task.posting,
    applicant: task.applicant,
    cvText: cv.text,
    directives: [cv.text, ...answers].flatMap(screenerDirectives),
  };
  const now = new Date(task.now);
  const evidence = readPostingEvidence(input, now);
  return {
    ok: true,
    input,
    offlineResult: task.scoreOffline ? scoreOffline(input, now, evidence) : null,
    listedOnly: listedOnlyLines(evidence),
  };
}

/** What the reader thread does with one message: a scoring reading, or only the text. */
export function readInReader(task: CvReadingTask | CvTextTask): Promise<CvReading | CvTextReading> {
  if ('posting' in task) return readCv(task);
  return extractCvText(Buffer.from(task.cv.buffer, task.cv.byteOffset, task.cv.byteLength));
}
