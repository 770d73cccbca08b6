import {
  messages,
  OFFLINE_SCORER_VERSION,
  SCORING_PROMPT_VERSION,
  type ScoringResult,
  type ScoringStatus,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../platform/clock';
import type { CmsEnv } from '../../platform/config/env';
import type { Selected } from '../../platform/database/rows';
import { PermanentJobFailure } from '../../platform/engine';
import { errorText } from '../../platform/engine/backoff';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { openAiConnection } from '../ai/openai-connection';
import { InvalidAiReply } from '../ai/structured-reply';
import { recordScoringResult, recordScoringState, type ScoringProvenance } from '../applications/changes';
import { storedScreeningQuestions } from '../catalog/screening-questions';
import { readSettings } from '../settings/read-settings';
import { readCvApart } from './cv-reader';
import type { UnreadableReason } from './cv-reading';
import { scoreWithOpenAi } from './openai-scorer';
import { withoutPersonalData } from './personal-data-redaction';
import type { ScoringPosting } from './scoring-input';

const APPLICATION = 'api::application.application' as const;

const POSTING_FIELDS = [
  'title',
  'department',
  'description',
  'responsibilities',
  'requirements',
  'minimum_years_experience',
  'screening_questions',
] as const;

/** What scoring reads of an application and its posting. */
type ApplicationToScore = Selected<
  typeof APPLICATION,
  | 'documentId'
  | 'cv_url'
  | 'years_of_experience'
  | 'years_related_experience'
  | 'screening_answers'
  | 'ai_screening_consent'
  | 'full_name'
  | 'email'
  | 'phone'
> & { job_posting: Selected<'api::job-posting.job-posting', (typeof POSTING_FIELDS)[number]> | null };

export interface ScoreOptions {
  /** Part of a Run AI Analysis: a skipped application then counts as failed. */
  inBatch: boolean;
  /** The queue's last try: a failure is recorded on the application for the recruiter. */
  lastTry: boolean;
}

const recordState = (strapi: Core.Strapi, id: string, status: ScoringStatus, error: string | null) =>
  recordScoringState(strapi, { id, status, error });

const saveResult = (strapi: Core.Strapi, id: string, result: ScoringResult, provenance: ScoringProvenance) =>
  recordScoringResult(strapi, { id, result, provenance });

/** What the recruiter is told for each reason a CV was not read. */
const UNREADABLE_MESSAGES: Record<UnreadableReason, string> = {
  'no-text': messages.scoring.unreadableCv,
  unsupported: messages.scoring.unreadableCv,
  'too-large': messages.scoring.cvTooLarge,
  malformed: messages.scoring.cvMalformed,
  'time-limit': messages.scoring.cvTookTooLong,
  'memory-limit': messages.scoring.cvNeededTooMuchMemory,
};

const yearsOf = (value: number | string | null) => (value === null || value === '' ? null : Number(value));

/** Stops the job for good after telling the recruiter why. */
async function giveUp(strapi: Core.Strapi, documentId: string, status: ScoringStatus, reason: string): Promise<never> {
  await recordState(strapi, documentId, status, reason);
  throw new PermanentJobFailure(reason);
}

/**
 * process-application: reads the CV, scores the application with OpenAI
 * when a key is set or with the offline scorer otherwise, and stores the result. It runs after the
 * application is saved; whatever happens here never touches the application itself: a failed score loses no application.
 */
export async function scoreApplication(
  strapi: Core.Strapi,
  env: CmsEnv,
  store: PrivateFileStore,
  documentId: string,
  options: ScoreOptions,
): Promise<void> {
  const application: ApplicationToScore | null = await strapi.db.query(APPLICATION).findOne({
    where: { documentId },
    select: [
      'documentId',
      'cv_url',
      'years_of_experience',
      'years_related_experience',
      'screening_answers',
      'ai_screening_consent',
      'full_name',
      'email',
      'phone',
    ],
    populate: { job_posting: { select: [...POSTING_FIELDS] } },
  });
  if (!application) throw new PermanentJobFailure(`Application ${documentId} no longer exists`);

  const settings = await readSettings(strapi, ['ai_scoring_enabled']);
  if (!settings.ai_scoring_enabled) {
    await recordState(strapi, documentId, 'disabled', messages.scoring.disabled);
    if (options.inBatch) throw new PermanentJobFailure(messages.scoring.disabled);
    return;
  }
  const stored = application.job_posting;
  if (!stored) return giveUp(strapi, documentId, 'failed', messages.scoring.noPosting);
  const file = application.cv_url ? await store.read(application.cv_url) : null;
  if (!file) return giveUp(strapi, documentId, 'failed', messages.scoring.noCvFile);
  const posting: ScoringPosting = {
    ...stored,
    screening_questions: storedScreeningQuestions(stored.screening_questions),
  };
  // Without the candidate's consent to AI screening by an external provider (given when applying;
  // none recorded before it was asked), the CV stays on our servers and is scored offline.
  const connection = application.ai_screening_consent === true ? await openAiConnection(strapi, env) : null;
  // Reading the CV, and the offline score, cost CPU in proportion to the file: done in the reader
  // thread. A CV it cannot read is given up for good: reading it again would end the same way.
  const reading = await readCvApart({
    cv: file,
    posting,
    applicant: {
      years_of_experience: yearsOf(application.years_of_experience),
      years_related_experience: yearsOf(application.years_related_experience),
      screening_answers: Object.fromEntries(
        Object.entries(application.screening_answers ?? {}).map(([index, answer]) => [index, String(answer)]),
      ),
    },
    scoreOffline: !connection,
    now: clockNow(),
  });
  if (!reading.ok) return giveUp(strapi, documentId, 'unreadable_cv', UNREADABLE_MESSAGES[reading.reason]);

  if (!connection) {
    if (!reading.offlineResult) throw new Error('The CV reader did not score offline as asked');
    await saveResult(strapi, documentId, reading.offlineResult, {
      method: 'offline',
      model: OFFLINE_SCORER_VERSION,
      promptVersion: null,
    });
    return;
  }
  try {
    // The provider is another company, perhaps abroad: the candidate's contact details stay here.
    const identity = { full_name: application.full_name, email: application.email, phone: application.phone };
    const { result, model } = await scoreWithOpenAi(
      connection,
      withoutPersonalData(reading.input, identity),
      reading.listedOnly,
    );
    await saveResult(strapi, documentId, result, { method: 'openai', model, promptVersion: SCORING_PROMPT_VERSION });
  } catch (error) {
    if (error instanceof InvalidAiReply) {
      return giveUp(strapi, documentId, 'failed', `${messages.scoring.invalidReply} ${error.message}`);
    }
    // Timeouts, 429 and 5xx left after the SDK's own retries: the queue tries again later.
    if (options.lastTry) await recordState(strapi, documentId, 'failed', errorText(error));
    throw error;
  }
}
