import { NATIONALITIES, type Nationality } from '@careers/shared/apply';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { useApplyTexts } from './apply-texts';
import FieldError from './FieldError';

interface Props {
  value: Nationality | null;
  onChange(value: Nationality | null): void;
  error?: string;
}

/**
 * Nationality from the list of the world's countries: typing searches, and clears the chosen value
 * until one is picked again, so only a listed nationality is ever sent.
 */
export default function NationalityField({ value, onChange, error }: Props) {
  const { form: applyFormLabels, nationalityName, locale } = useApplyTexts();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase(locale);
  // Searched and shown in the form's language, in its alphabetical order; the English name is sent.
  const listed = useMemo(
    () =>
      NATIONALITIES.map((country) => ({ country, name: nationalityName(country) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [nationalityName, locale],
  );
  const shown = needle ? listed.filter(({ name }) => name.toLocaleLowerCase(locale).includes(needle)) : listed;
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
            displayValue={(country: Nationality | null) => (country ? nationalityName(country) : '')}
            onChange={(event) => {
              setQuery(event.target.value);
              onChange(null);
            }}
          />
          {/* Not modal: a modal list makes the rest of the form inert, so the first click on another
              field would only close the list instead of landing there. */}
          <ComboboxOptions className="combobox-options" modal={false}>
            {shown.length === 0 ? (
              <div className="combobox-empty">{applyFormLabels.noCountryMatches}</div>
            ) : (
              shown.map(({ country, name }) => (
                <ComboboxOption key={country} value={country} className="combobox-option">
                  {name}
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
