import { type EditableSettingKey, SETTING_DEFINITIONS } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';

const hintOf = (key: EditableSettingKey) =>
  Object.hasOwn(labels.settings.hints, key) ? labels.settings.hints[key as keyof typeof labels.settings.hints] : false;

/**
 * One setting's input, chosen by its kind in the shared definitions: a number (its range is the
 * form's resolver's), a switch, a text; cost per hire is an amount in its `value`.
 */
export function SettingInput({ setting }: { setting: EditableSettingKey }) {
  const label = labels.settings.fields[setting];
  const helperText = hintOf(setting);
  switch (SETTING_DEFINITIONS[setting].kind) {
    case 'integer':
      return <NumberInput source={setting} label={label} helperText={helperText} step={1} />;
    case 'money':
      return <NumberInput source={`${setting}.value`} label={label} helperText={helperText} step={0.01} />;
    case 'boolean':
      return <BooleanInput source={setting} label={label} helperText={helperText} />;
    default:
      return (
        <TextInput
          source={setting}
          label={label}
          helperText={helperText}
          type={setting === 'email_from_address' ? 'email' : 'text'}
        />
      );
  }
}
