import { NATIONALITIES } from '@careers/shared/apply';
import { applyFormLabels } from '@careers/shared/client';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useState } from 'react';
import FieldError from './FieldError';

interface Props {
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
}

/**
 * Nationality from the list of the world's countries: typing searches, and clears the chosen value
 * until one is picked again (public spec section 2).
 */
export default function NationalityField({ value, onChange, error }: Props) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? NATIONALITIES.filter((country) => country.toLowerCase().includes(needle)) : NATIONALITIES;
  return (
    <Field className="field">
      <Label>{applyFormLabels.nationality}</Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} immediate>
        <div className="combobox">
          <ComboboxInput
            name="nationality"
            autoComplete="off"
            placeholder={applyFormLabels.searchCountries}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'nationality-error' : undefined}
            displayValue={(country: string | null) => country ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              onChange(null);
            }}
          />
          {/* Not modal: a modal list makes the rest of the form inert, so the first click on another
              field would only close the list instead of landing there. */}
          <ComboboxOptions className="combobox-options" modal={false}>
            {shown.length === 0 ? (
              <div className="combobox-empty">No country matches</div>
            ) : (
              shown.map((country) => (
                <ComboboxOption key={country} value={country} className="combobox-option">
                  {country}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      <FieldError id="nationality-error" message={error} />
    </Field>
  );
}
