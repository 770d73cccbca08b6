import type { Gender, MaritalStatus } from '@careers/shared/client';
import type { OnboardingFormInput } from '@careers/shared/onboarding';
import { type HTMLInputAutoCompleteAttribute, useId } from 'react';
import FieldError from '../apply/FieldError';
import { useOnboardingTexts } from './onboarding-texts';

export type FieldErrors = Record<string, string | undefined>;

interface Props {
  name: keyof OnboardingFormInput;
  errors: FieldErrors;
  type?: 'text' | 'email' | 'tel' | 'date';
  defaultValue?: string;
  /** Given, the field is controlled (the birthdate, whose age is shown beside it). */
  value?: string;
  onChange?(value: string): void;
  /** Given, a select with these options. */
  options?: readonly (Gender | MaritalStatus)[];
  multiline?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric';
  maxLength?: number;
  spellCheck?: boolean;
  /** Shown, not changed: the e-mail the link was sent to is the one kept. */
  readOnly?: boolean;
}

/** One required field of the form, labelled from the shared labels, with its message linked to it. */
export default function TextField({ name, errors, options, multiline, onChange, ...input }: Props) {
  const { form, choiceName } = useOnboardingTexts();
  const id = useId();
  const error = errors[name];
  const common = {
    id,
    name,
    className: 'control',
    required: true,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{form[name]}</label>
      {options ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            {form.select}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {choiceName(option)}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={3} defaultValue={input.defaultValue} autoComplete={input.autoComplete} />
      ) : (
        <input
          {...common}
          {...input}
          type={input.type ?? 'text'}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
