import { randomBytes } from 'node:crypto';
import { type ApplyForm, applyFormSchema, HONEYPOT_FIELD, messages, missingScreeningAnswers } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../../platform/clock';
import type { CmsEnv } from '../../../platform/config/env';
import { shareLockUntilCommit } from '../../../platform/database/locks';
import type { Selected } from '../../../platform/database/rows';
import { emailLimitKey } from '../../../platform/email-limit-key';
import { enqueueJob } from '../../../platform/engine';
import { hitRateLimit } from '../../../platform/rate-limit';
import { parse, Refusal } from '../../../platform/refusal';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { storedScreeningQuestions } from '../../catalog/screening-questions';
import { isPrivacyNoticeVersion } from '../../content/privacy-notice';
import { formFields } from '../../public-forms/form-fields';
import { storeThenRecord } from '../../public-forms/stored-files';
import { SCORE_APPLICATION_JOB } from '../../scoring/score-application-job';
import { readSettings } from '../../settings/read-settings';
import { recordNewApplication } from '../changes';
import { newReferenceId } from '../reference-id';
import { checkFormToken } from './form-token';
import { checkReceivedFile, fileRules, type ReceivedFile } from './uploaded-file';
import { FormTokenAlreadyUsed, referenceOfUsedToken, useFormToken } from './used-form-tokens';

const HOUR_MS = 60 * 60 * 1000;
const APPLICATION = 'api::application.application';

export interface IntakeInput {
  fields: Record<string, unknown>;
  files: { cv?: ReceivedFile; supporting?: ReceivedFile };
  clientIp: string;
}

export type IntakeResult = { referenceId: string; applicationId: string };

const POSTING = 'api::job-posting.job-posting';

/** The posting stopped taking applications between the first check and the record's transaction. */
class PostingClosedMeanwhile extends Error {}

/** The open posting applied for, with what the application and its e-mails need of it. */
type ActivePosting = Selected<
  typeof POSTING,
  'documentId' | 'title' | 'title_ar' | 'department' | 'location' | 'screening_questions'
> & {
  job_template: Selected<'api::job-template.job-template', 'documentId'> | null;
};

async function activePosting(strapi: Core.Strapi, documentId: string): Promise<ActivePosting | null> {
  return strapi.db.query(POSTING).findOne({
    where: { documentId, posting_status: 'active' },
    select: ['id', 'documentId', 'title', 'title_ar', 'department', 'location', 'screening_questions'],
    populate: { job_template: { select: ['id', 'documentId'] } },
  });
}

function storageKeys(postingId: string, cvExtension: string, supportingExtension?: string) {
  const random = () => randomBytes(6).toString('hex');
  const now = clockNow();
  return {
    cv: `${postingId}/${now}-${random()}.${cvExtension}`,
    supporting: supportingExtension ? `${postingId}/supporting/${now}-docs-${random()}.${supportingExtension}` : null,
  };
}

/**
 * Takes one application from the public modal (docs/requirements.md#applying-no-account). Every rule is
 * checked here whatever the browser did; the record with its first status event, audit line and
 * confirmation e-mail (the changes module) and the scoring job are written in one transaction; files stored for an application that
 * then fails are removed again.
 */
export async function takeApplication(
  strapi: Core.Strapi,
  env: CmsEnv,
  store: PrivateFileStore,
  input: IntakeInput,
): Promise<IntakeResult> {
  const settings = await readSettings(strapi, [
    'maintenance_mode',
    'file_upload_max_size',
    'file_upload_allowed_extensions',
    'max_applications_per_job',
  ]);
  if (settings.maintenance_mode) throw new Refusal(503, messages.apply.underMaintenance);
  if (input.fields[HONEYPOT_FIELD]) throw new Refusal(400, messages.apply.invalidSubmission);

  const perIp = await hitRateLimit(strapi, `apply:ip:${input.clientIp}`, {
    max: env.applyLimits.perIpPerHour,
    windowMs: HOUR_MS,
  });
  if (!perIp.allowed) {
    throw new Refusal(429, messages.apply.tooManyApplications, {}, perIp.retryAfterSeconds);
  }

  const form = parse(applyFormSchema, formFields(applyFormSchema, input.fields));
  const token = checkFormToken(env.secrets.APP_KEYS, form.form_token, form.job_posting_id);
  if (token.result === 'too-fast') throw new Refusal(400, messages.apply.tooFast);
  if (token.result !== 'ok') throw new Refusal(400, messages.apply.invalidSubmission);

  const posting = await activePosting(strapi, form.job_posting_id);
  if (!posting) throw new Refusal(404, messages.apply.postingClosed);
  // The notice the page showed: any version the site has shown, since a page built before an edit
  // still shows the words its candidate accepts.
  if (!(await isPrivacyNoticeVersion(strapi, form.privacy_notice_version))) {
    throw new Refusal(400, messages.privacy.unknownNoticeVersion);
  }

  const questions = storedScreeningQuestions(posting.screening_questions) ?? [];
  if (missingScreeningAnswers(form.screening_answers, questions).length > 0) {
    throw new Refusal(400, messages.validation.answerEveryQuestion);
  }
  const received = await strapi
    .documents('api::application.application')
    .count({ filters: { job_posting: { documentId: posting.documentId } } });
  if (received >= settings.max_applications_per_job) {
    throw new Refusal(409, messages.apply.postingClosed);
  }

  if (!input.files.cv) throw new Refusal(400, messages.apply.cvRequired);
  const rules = fileRules(settings);
  const cv = await checkReceivedFile(input.files.cv, 'cv', rules);
  if (!cv.ok) throw new Refusal(400, cv.message);
  const supporting = input.files.supporting
    ? await checkReceivedFile(input.files.supporting, 'supporting', rules)
    : null;
  if (supporting && !supporting.ok) throw new Refusal(400, supporting.message);

  // Counted only for a complete, valid application: a corrected mistake never uses up the limit.
  const emailKey = emailLimitKey(env.secrets.APP_KEYS, form.email);
  const perEmail = await hitRateLimit(strapi, `apply:email:${posting.documentId}:${emailKey}`, {
    max: env.applyLimits.perEmailPerPostingPerDay,
    windowMs: 24 * HOUR_MS,
  });
  if (!perEmail.allowed) {
    throw new Refusal(429, messages.apply.tooManyApplications, {}, perEmail.retryAfterSeconds);
  }
  const keys = storageKeys(posting.documentId, cv.extension, supporting?.ok ? supporting.extension : undefined);
  const files = [{ key: keys.cv, path: input.files.cv.filepath }];
  if (keys.supporting && input.files.supporting) {
    files.push({ key: keys.supporting, path: input.files.supporting.filepath });
  }
  try {
    return await storeThenRecord(store, files, () =>
      recordApplication(strapi, form, posting, questions.length, keys, token),
    );
  } catch (error) {
    if (error instanceof FormTokenAlreadyUsed) {
      const earlier = await sameSubmissionBefore(strapi, token.nonce, form.email);
      if (earlier) return earlier;
      throw new Refusal(409, messages.apply.formAlreadySent);
    }
    if (error instanceof PostingClosedMeanwhile) throw new Refusal(404, messages.apply.postingClosed);
    throw error;
  }
}

/**
 * The application this token made, when it was made for the same e-mail address: the same submission
 * sent again (nginx passing a request on to another instance after a broken connection, or a
 * browser's retry) gets the answer the first one got, and nothing is stored twice. Another address
 * with a used token is a second application from one form: refused.
 */
async function sameSubmissionBefore(strapi: Core.Strapi, nonce: string, email: string): Promise<IntakeResult | null> {
  const referenceId = await referenceOfUsedToken(strapi, nonce);
  if (!referenceId) return null;
  const earlier: Selected<typeof APPLICATION, 'documentId' | 'email'> | null = await strapi.db
    .query(APPLICATION)
    .findOne({ where: { reference_id: referenceId }, select: ['documentId', 'email'] });
  if (!earlier || earlier.email.toLowerCase() !== email.toLowerCase()) return null;
  return { referenceId, applicationId: earlier.documentId };
}

async function recordApplication(
  strapi: Core.Strapi,
  form: ApplyForm,
  posting: ActivePosting,
  questionCount: number,
  keys: { cv: string; supporting: string | null },
  token: { nonce: string; expiresAt: number },
): Promise<IntakeResult> {
  return strapi.db.transaction(async () => {
    // A Close running now finishes first (and this sees its posting closed), or waits for this
    // application and archives it with the others.
    await shareLockUntilCommit(strapi, 'job-posting-states');
    if (!(await activePosting(strapi, posting.documentId))) throw new PostingClosedMeanwhile();
    let referenceId = newReferenceId();
    while (await strapi.db.query(APPLICATION).findOne({ where: { reference_id: referenceId }, select: ['id'] })) {
      referenceId = newReferenceId();
    }
    // Next, so a second submission of the same form stops here and writes nothing.
    await useFormToken(strapi, token, referenceId);
    const earlier: Selected<typeof APPLICATION, 'documentId'>[] = await strapi.db.query(APPLICATION).findMany({
      where: { email: { $eqi: form.email } },
      select: ['documentId'],
      orderBy: { createdAt: 'asc' },
    });

    const answers = Object.fromEntries(
      Object.entries(form.screening_answers).filter(([index]) => Number(index) < questionCount),
    );
    const application = await recordNewApplication(strapi, {
      reference_id: referenceId,
      job_posting: posting,
      job_template: posting.job_template?.documentId ?? null,
      full_name: form.full_name,
      email: form.email,
      phone: form.phone,
      nationality: form.nationality,
      candidate_language: form.candidate_language,
      years_of_experience: form.years_of_experience,
      years_related_experience: form.years_related_experience,
      cv_url: keys.cv,
      supporting_documents_url: keys.supporting,
      screening_answers: answers,
      is_duplicate_applicant: earlier.length > 0,
      previous_application_ids: earlier.map((row) => row.documentId),
      privacy_notice_version: form.privacy_notice_version,
      ai_screening_consent: form.ai_screening_consent,
    });
    await enqueueJob(strapi, {
      kind: SCORE_APPLICATION_JOB,
      payload: { applicationId: application.documentId },
      idempotencyKey: `score:${application.documentId}`,
    });
    return { referenceId, applicationId: application.documentId };
  });
}
