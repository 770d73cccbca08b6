import { PERMISSION_KEYS } from '@careers/shared';
import { BooleanInput } from 'react-admin';

/** The eight permission flags, one switch each. */
export default function PermissionInputs({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      {PERMISSION_KEYS.map((key) => (
        <BooleanInput key={key} source={`permissions.${key}`} label={key} disabled={disabled} defaultValue={false} />
      ))}
    </>
  );
}
