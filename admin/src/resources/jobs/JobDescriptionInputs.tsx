import {
  FOCUS_ATTRIBUTES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  labels,
  MINIMUM_EXPERIENCE,
  VACANCIES,
} from '@careers/shared/client';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import ArabicDraftButton from './ArabicDraftButton';
import BilingualTextInput from './BilingualTextInput';

const fields = labels.jobsAdmin.fields;
const NUMBERS = [
  { source: 'number_of_vacancies', range: VACANCIES, required: true },
  { source: 'minimum_years_experience', range: MINIMUM_EXPERIENCE, required: false },
] as const;
export const JOB_TYPE_CHOICES = JOB_TYPES.map((id) => ({ id, name: JOB_TYPE_LABELS[id] }));

/**
 * The fields a template and a posting share (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs), the texts with their Arabic
 * versions beside them, and the focus attributes.
 */
export default function JobDescriptionInputs({ resource }: { resource: 'job-templates' | 'job-postings' }) {
  return (
    <>
      <BilingualTextInput source="title" required hint />
      <TextInput source="department" label={fields.department} isRequired />
      <TextInput source="location" label={fields.location} isRequired />
      <SelectInput source="type" label={fields.type} choices={JOB_TYPE_CHOICES} isRequired />
      <BilingualTextInput source="description" multiline required />
      <BilingualTextInput source="responsibilities" multiline required />
      <BilingualTextInput source="requirements" multiline required />
      <ArabicDraftButton />
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
      {/* Our own addition: what every interviewer rates, in order. */}
      <ArrayInput
        source="focus_attributes"
        label={fields.focus_attributes}
        helperText={labels.jobsAdmin.focusAttributesHint}
      >
        <SimpleFormIterator inline resource={resource} getItemLabel={(index) => `${index + 1}.`}>
          <TextInput
            source="name"
            label={fields.focus_attribute_name}
            helperText={false}
            isRequired
            slotProps={{ htmlInput: { maxLength: FOCUS_ATTRIBUTES.nameMax } }}
          />
          <TextInput
            source="good_looks_like"
            label={fields.focus_attribute_good}
            helperText={false}
            multiline
            sx={{ minWidth: { sm: 320 } }}
            slotProps={{ htmlInput: { maxLength: FOCUS_ATTRIBUTES.goodLooksLikeMax } }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
