import { fieldErrorsOf } from '@careers/shared/client';
import {
  ageFromBirthdate,
  checkOnboardingFile,
  GENDERS,
  MARITAL_STATUSES,
  ONBOARDING_DOCUMENT_EXTENSIONS,
  ONBOARDING_DOCUMENTS,
  type OnboardingInvitation,
  onboardingFormSchema,
} from '@careers/shared/onboarding';
import { type SubmitEvent, useRef, useState } from 'react';
import FileField from '../apply/FileField';
import { focusFirstError } from '../focus-first-error';
import { submitOnboarding } from './onboarding-api';
import { useOnboardingTexts } from './onboarding-texts';
import ScreenHeading from './ScreenHeading';
import TextField, { type FieldErrors } from './TextField';

type Document = (typeof ONBOARDING_DOCUMENTS)[number];

/** The form's first field with a message, in the order the form shows them, and that field's label. */
function firstProblem(form: HTMLFormElement, found: FieldErrors) {
  const controls = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  );
  for (const control of controls) {
    const problem = found[control.name];
    if (problem) return { label: control.labels?.[0]?.textContent ?? control.name, problem };
  }
  return null;
}

interface Props {
  token: string;
  invitation: OnboardingInvitation;
  onComplete(): void;
  onLinkClosed(message: string): void;
}

/** Each field's message in the page's language. */
const translated = (found: Record<string, string>, message: (english: string) => string): FieldErrors =>
  Object.fromEntries(Object.entries(found).map(([field, text]) => [field, message(text)]));

/** The age the form shows beside the birthdate: read-only, worked out in Bahrain's calendar. */
function shownAge(birthdate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return '';
  const age = ageFromBirthdate(birthdate);
  return age >= 0 && age <= 120 ? String(age) : '';
}

/** Personal, emergency-contact and banking details with three documents, all required. */
export default function OnboardingForm({ token, invitation, onComplete, onLinkClosed }: Props) {
  const texts = useOnboardingTexts();
  const { form: L, messages } = texts;
  const formRef = useRef<HTMLFormElement>(null);
  const [birthdate, setBirthdate] = useState('');
  const [files, setFiles] = useState<Partial<Record<Document, File>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const setError = (field: string, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      Object.keys(onboardingFormSchema.shape).map((name) => [name, String(data.get(name) ?? '')]),
    );
    const parsed = onboardingFormSchema.safeParse(fields);
    const found: FieldErrors = parsed.success ? {} : translated(fieldErrorsOf(parsed.error), texts.message);
    for (const document of ONBOARDING_DOCUMENTS) {
      // A refused file's own message (too large, wrong type) says more than that one is missing.
      found[document] = files[document] ? undefined : (errors[document] ?? messages.documentsRequired);
    }
    setErrors(found);
    const first = firstProblem(event.currentTarget, found);
    if (first) {
      const { label, problem } = first;
      setFailure(problem === messages.documentsRequired ? problem : messages.fieldProblem(label, problem));
      focusFirstError(formRef.current);
      return;
    }

    setFailure(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const document of ONBOARDING_DOCUMENTS) {
      const file = files[document];
      if (file) body.append(document, file);
    }
    setSending(true);
    const outcome = await submitOnboarding(token, body, texts);
    setSending(false);
    if (outcome.ok) return onComplete();
    if (outcome.linkClosed) return onLinkClosed(outcome.message);
    // What was typed and chosen stays: only the messages change.
    setErrors(outcome.fieldErrors);
    setFailure(outcome.message);
    if (Object.keys(outcome.fieldErrors).length > 0) focusFirstError(formRef.current);
  };

  const field = { errors };
  return (
    <form ref={formRef} className="onboarding-form" noValidate onSubmit={onSubmit}>
      <ScreenHeading>{L.title}</ScreenHeading>
      <p className="muted">{L.welcome(invitation.first_name, invitation.job_title)}</p>
      <fieldset>
        <legend>{L.personal}</legend>
        <div className="field-pair">
          <TextField {...field} name="first_name" defaultValue={invitation.first_name} autoComplete="given-name" />
          <TextField {...field} name="last_name" defaultValue={invitation.last_name} autoComplete="family-name" />
        </div>
        <div className="field-pair">
          <TextField
            {...field}
            name="email"
            type="email"
            defaultValue={invitation.email}
            autoComplete="email"
            readOnly
          />
          <TextField {...field} name="mobile_phone" type="tel" autoComplete="tel" />
        </div>
        <div className="field-pair">
          <TextField {...field} name="gender" options={GENDERS} />
          <TextField {...field} name="marital_status" options={MARITAL_STATUSES} />
        </div>
        <div className="field-pair">
          <TextField
            {...field}
            name="birthdate"
            type="date"
            autoComplete="bday"
            value={birthdate}
            onChange={setBirthdate}
          />
          <div className="field">
            <label htmlFor="onboarding-age">{L.age}</label>
            <input id="onboarding-age" className="control" value={shownAge(birthdate)} readOnly />
          </div>
        </div>
        <TextField {...field} name="place_of_birth" />
        <TextField {...field} name="home_address" multiline autoComplete="street-address" />
        <TextField {...field} name="cpr_number" inputMode="numeric" maxLength={9} />
      </fieldset>
      <fieldset>
        <legend>{L.emergency}</legend>
        <div className="field-pair">
          <TextField {...field} name="emergency_contact_name" />
          <TextField {...field} name="emergency_contact_phone" type="tel" />
        </div>
      </fieldset>
      <fieldset>
        <legend>{L.banking}</legend>
        <div className="field-pair">
          <TextField {...field} name="bank_name" />
          <TextField {...field} name="iban" autoComplete="off" spellCheck={false} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{L.documents}</legend>
        {ONBOARDING_DOCUMENTS.map((document) => (
          <FileField
            key={document}
            name={document}
            label={L[document]}
            hint={L.documentHint}
            accept={ONBOARDING_DOCUMENT_EXTENSIONS.join(',')}
            file={files[document] ?? null}
            check={(file) => {
              const problem = checkOnboardingFile(file);
              return problem && texts.message(problem);
            }}
            onChange={(file) =>
              setFiles((current) => {
                const { [document]: _, ...rest } = current;
                return file ? { ...rest, [document]: file } : rest;
              })
            }
            error={errors[document]}
            onError={(message) => setError(document, message)}
            texts={texts.fileField}
          />
        ))}
      </fieldset>
      <div role="alert" className={failure ? 'error-box' : undefined}>
        {failure}
      </div>
      <button type="submit" className="button primary" disabled={sending}>
        {sending ? L.submitting : L.submit}
      </button>
    </form>
  );
}
