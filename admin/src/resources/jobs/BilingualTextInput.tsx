import { arabicFieldOf, type JobTranslatedField, labels } from '@careers/shared/client';
import { TextInput } from 'react-admin';
import BilingualRow from '../../components/BilingualRow';

const fields = labels.jobsAdmin.fields;

interface Props {
  source: JobTranslatedField;
  multiline?: boolean;
  /** The English text is required; its Arabic version never is. */
  required?: boolean;
  /** Under the Arabic input: what an empty one means for the Arabic site. */
  hint?: boolean;
}

/** A job text in English and, beside it, in Arabic, written right to left. */
export default function BilingualTextInput({ source, multiline = false, required = false, hint = false }: Props) {
  const arabic = arabicFieldOf(source);
  const lines = multiline ? { multiline: true, minRows: 3 } : {};
  return (
    <BilingualRow>
      <TextInput source={source} label={fields[source]} isRequired={required} {...lines} />
      <TextInput
        source={arabic}
        label={fields[arabic]}
        helperText={hint ? labels.jobsAdmin.arabicHint : false}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        {...lines}
      />
    </BilingualRow>
  );
}
