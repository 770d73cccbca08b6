import { JOB_TYPE_LABELS, JOB_TYPES, labels, MINIMUM_EXPERIENCE, VACANCIES } from '@careers/shared/client';
import { NumberInput, SelectInput, TextInput } from 'react-admin';

const fields = labels.jobsAdmin.fields;
const NUMBERS = [
  { source: 'number_of_vacancies', range: VACANCIES, required: true },
  { source: 'minimum_years_experience', range: MINIMUM_EXPERIENCE, required: false },
] as const;
export const JOB_TYPE_CHOICES = JOB_TYPES.map((id) => ({ id, name: JOB_TYPE_LABELS[id] }));

/** The fields a template and a posting share (back-office spec section 5). */
export default function JobDescriptionInputs() {
  return (
    <>
      <TextInput source="title" label={fields.title} isRequired />
      <TextInput source="department" label={fields.department} isRequired />
      <TextInput source="location" label={fields.location} isRequired />
      <SelectInput source="type" label={fields.type} choices={JOB_TYPE_CHOICES} isRequired />
      <TextInput source="description" label={fields.description} multiline minRows={3} isRequired />
      <TextInput source="responsibilities" label={fields.responsibilities} multiline minRows={3} isRequired />
      <TextInput source="requirements" label={fields.requirements} multiline minRows={3} isRequired />
      {NUMBERS.map(({ source, range, required }) => (
        <NumberInput
          key={source}
          source={source}
          label={fields[source]}
          min={range.min}
          max={range.max}
          step={1}
          isRequired={required}
        />
      ))}
    </>
  );
}
