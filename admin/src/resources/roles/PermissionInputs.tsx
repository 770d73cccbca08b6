import { PERMISSION_KEYS } from '@careers/shared';
import { BooleanInput } from 'react-admin';

/** The eight permission flags, one switch each (labelled by the i18n provider with the flag's name). */
export default function PermissionInputs({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      {PERMISSION_KEYS.map((key) => (
        <BooleanInput key={key} source={`permissions.${key}`} disabled={disabled} defaultValue={false} />
      ))}
    </>
  );
}
