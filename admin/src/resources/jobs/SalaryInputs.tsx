import { CURRENCIES, DEFAULT_CURRENCY, labels } from '@careers/shared/client';
import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

const fields = labels.jobsAdmin.fields;
const CURRENCY_CHOICES = CURRENCIES.map((id) => ({ id, name: id }));

/** The salary range and its currency, shown only while show_salary is ticked (a hidden salary is not kept). */
export default function SalaryInputs() {
  const shown = useWatch({ name: 'show_salary' }) === true;
  return (
    <>
      <BooleanInput source="show_salary" label={fields.show_salary} />
      {shown && (
        <Stack direction="row" spacing={2}>
          <NumberInput source="salary_min" label={fields.salary_min} min={0} step={1} />
          <NumberInput source="salary_max" label={fields.salary_max} min={0} step={1} />
          {/* Required: no blank choice, so a shown salary is never saved without its currency. */}
          <SelectInput
            source="salary_currency"
            label={fields.salary_currency}
            choices={CURRENCY_CHOICES}
            defaultValue={DEFAULT_CURRENCY}
            isRequired
          />
        </Stack>
      )}
    </>
  );
}
