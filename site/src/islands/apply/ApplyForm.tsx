import {
  applyFormSchema,
  checkCvFile,
  checkSupportingFile,
  HONEYPOT_FIELD,
  missingScreeningAnswers,
  type Nationality,
} from '@careers/shared/apply';
import {
  CV_EXTENSIONS,
  fieldErrorsOf,
  MIN_SECONDS_BEFORE_SUBMIT,
  PUBLIC_PAGE_PATHS,
  pathInLocale,
  SUPPORTING_DOCUMENT_EXTENSIONS,
  YEARS_OF_EXPERIENCE,
} from '@careers/shared/client';
import { type SubmitEvent, useRef, useState } from 'react';
import { focusFirstError } from '../focus-first-error';
import { submitApplication } from './apply-api';
import { useApplyTexts } from './apply-texts';
import FieldError from './FieldError';
import FileField from './FileField';
import NationalityField from './NationalityField';

/** A screening question and its language when it is not the page's (one in English on an Arabic page). */
export interface ScreeningQuestion {
  text: string;
  lang?: string | undefined;
}

export interface ApplyJob {
  id: string;
  title: string;
  questions: ScreeningQuestion[];
  /**
   * The privacy notice the page was built with: its short text (and that text's language when it is
   * not the page's), and the version the candidate accepts.
   */
  privacy: { version: number; summary: string; summaryLang?: string | undefined };
  /** The language of the posting's title when it is not the page's (no Arabic title on an Arabic page). */
  titleLang?: string | undefined;
}

interface Props {
  job: ApplyJob;
  formToken: string;
  /** When the modal opened: the form may not be sent within 5 seconds of it. */
  openedAt: number;
  onSubmitted(referenceId: string): void;
}

type Errors = Record<string, string | undefined>;

const YEARS_FIELDS = [
  ['years_of_experience', 'totalYears'],
  ['years_related_experience', 'relatedYears'],
] as const;

const accepts = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`).join(',');

/** The application form: every rule of the shared schema, checked before anything is sent. */
export default function ApplyForm({ job, formToken, openedAt, onSubmitted }: Props) {
  const texts = useApplyTexts();
  const { form: applyFormLabels, apply: applyMessages, privacy: privacyMessages } = texts;
  const formRef = useRef<HTMLFormElement>(null);
  const [nationality, setNationality] = useState<Nationality | null>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [supporting, setSupporting] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // The shared rules word their messages in English; the form shows them in its own language.
  const setError = (field: string, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message && texts.message(message) }));
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${field}-error` } : {};

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    if (text(HONEYPOT_FIELD)) return setFailure(applyMessages.invalidSubmission);
    if (Date.now() - openedAt < MIN_SECONDS_BEFORE_SUBMIT * 1000) return setFailure(applyMessages.tooFast);

    const answers = Object.fromEntries(job.questions.map((_, index) => [String(index), text(`answer-${index}`)]));
    const fields = {
      job_posting_id: job.id,
      full_name: text('full_name'),
      email: text('email'),
      phone: text('phone'),
      nationality: nationality ?? '',
      years_of_experience: text('years_of_experience'),
      years_related_experience: text('years_related_experience'),
      screening_answers: answers,
      acknowledgment_accepted: data.get('acknowledgment_accepted') === 'on',
      privacy_notice_version: job.privacy.version,
      privacy_consent: data.get('privacy_consent') === 'on',
      ai_screening_consent: data.get('ai_screening_consent') === 'on',
      [HONEYPOT_FIELD]: '',
      form_token: formToken,
      candidate_language: texts.locale,
    };
    const parsed = applyFormSchema.safeParse(fields);
    const found: Errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    for (const index of missingScreeningAnswers(
      answers,
      job.questions.map((question) => question.text),
    )) {
      found[`answer-${index}`] = texts.validation.answerEveryQuestion;
    }
    found.cv = checkCvFile(cv) ?? undefined;
    // A refused optional file is not kept, so it must not block sending the rest.
    found.supporting = supporting ? (checkSupportingFile(supporting) ?? undefined) : undefined;
    for (const [field, message] of Object.entries(found)) found[field] = message && texts.message(message);
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    if (first) {
      setFailure(first);
      focusFirstError(formRef.current);
      return;
    }

    setFailure(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    if (cv) body.append('cv', cv);
    if (supporting) body.append('supporting_document', supporting);
    setProgress(0);
    const outcome = await submitApplication(body, setProgress, texts);
    setProgress(null);
    if (outcome.ok) onSubmitted(outcome.referenceId);
    else setFailure(outcome.message);
  };

  return (
    <form ref={formRef} className="apply-form" noValidate onSubmit={onSubmit}>
      <label className="field">
        {applyFormLabels.fullName}
        <input name="full_name" autoComplete="name" required {...described('full_name')} />
        <FieldError id="full_name-error" message={errors.full_name} />
      </label>
      <label className="field">
        {applyFormLabels.email}
        <input name="email" type="email" autoComplete="email" required {...described('email')} />
        <FieldError id="email-error" message={errors.email} />
      </label>
      <label className="field">
        {applyFormLabels.phone}
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          aria-describedby={`phone-hint${errors.phone ? ' phone-error' : ''}`}
          aria-invalid={errors.phone ? true : undefined}
        />
        <span id="phone-hint" className="muted">
          {applyMessages.phoneHint}
        </span>
        <FieldError id="phone-error" message={errors.phone} />
      </label>
      <NationalityField value={nationality} onChange={setNationality} error={errors.nationality} />
      <div className="field-pair">
        {YEARS_FIELDS.map(([name, label]) => (
          <label className="field" key={name}>
            {applyFormLabels[label]}
            <input
              name={name}
              type="number"
              inputMode="decimal"
              min={YEARS_OF_EXPERIENCE.min}
              max={YEARS_OF_EXPERIENCE.max}
              step="0.5"
              required
              {...described(name)}
            />
            <FieldError id={`${name}-error`} message={errors[name]} />
          </label>
        ))}
      </div>
      <FileField
        label={applyFormLabels.cv}
        hint={applyFormLabels.fileHint}
        accept={accepts(CV_EXTENSIONS)}
        file={cv}
        check={(file) => checkCvFile(file)}
        onChange={setCv}
        error={errors.cv}
        onError={(message) => setError('cv', message)}
        texts={texts.fileField}
      />
      <FileField
        label={applyFormLabels.supportingDocuments}
        hint={applyFormLabels.fileHint}
        accept={accepts(SUPPORTING_DOCUMENT_EXTENSIONS)}
        file={supporting}
        check={(file) => checkSupportingFile(file)}
        onChange={setSupporting}
        error={errors.supporting}
        onError={(message) => setError('supporting', message)}
        texts={texts.fileField}
      />
      {job.questions.length > 0 && (
        <fieldset className="questions">
          <legend>{texts.jobs.screeningQuestions}</legend>
          {job.questions.map((question, index) => (
            // Questions are a fixed list for the page; two may read the same, so the index is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while the form is open
            <label className="field" key={index}>
              {/* One item of the label's grid: the number stays on the question's line. */}
              <span>
                {index + 1}. <span lang={question.lang}>{question.text}</span>
              </span>
              <textarea name={`answer-${index}`} rows={3} required {...described(`answer-${index}`)} />
              <FieldError id={`answer-${index}-error`} message={errors[`answer-${index}`]} />
            </label>
          ))}
        </fieldset>
      )}
      {/* Hidden from people and from assistive technology; a bot that fills every field fills this too. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          {applyFormLabels.companyWebsite}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <label className="checkbox">
        <input name="acknowledgment_accepted" type="checkbox" {...described('acknowledgment_accepted')} />
        {applyMessages.accuracyStatement}
      </label>
      <FieldError id="acknowledgment_accepted-error" message={errors.acknowledgment_accepted} />
      <p className="privacy-summary">
        <span lang={job.privacy.summaryLang}>{job.privacy.summary}</span>{' '}
        <a href={pathInLocale(texts.locale, PUBLIC_PAGE_PATHS.privacy)} target="_blank" rel="noopener">
          {privacyMessages.readTheNotice}
        </a>
      </p>
      <label className="checkbox">
        <input name="privacy_consent" type="checkbox" {...described('privacy_consent')} />
        {privacyMessages.consentLabel}
      </label>
      <FieldError id="privacy_consent-error" message={errors.privacy_consent} />
      <label className="checkbox">
        <input name="ai_screening_consent" type="checkbox" />
        {privacyMessages.aiConsentLabel}
      </label>
      <div role="alert" className={failure ? 'error-box' : undefined}>
        {failure}
      </div>
      {progress !== null && (
        <div className="upload-progress">
          <progress value={progress} max={1} aria-label={applyFormLabels.uploadProgress} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      <button type="submit" className="button primary" disabled={progress !== null}>
        {progress !== null ? applyFormLabels.submitting : applyFormLabels.submit}
      </button>
    </form>
  );
}
