import { messages, roleUpdateFormSchema } from '@careers/shared';
import { Alert } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin';
import ResourceEdit from '../../components/ResourceEdit';
import { formResolver } from '../../providers/form-resolver';
import PermissionInputs from './PermissionInputs';

const FIELDS = ['description', 'permissions'] as const;

function RoleForm() {
  const role = useRecordContext<{ is_built_in: boolean }>();
  const locked = role?.is_built_in === true;
  return (
    <SimpleForm
      resolver={formResolver(roleUpdateFormSchema, FIELDS)}
      toolbar={
        locked ? (
          false
        ) : (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        )
      }
    >
      {locked && <Alert severity="info">{messages.users.builtInRoleReadOnly}</Alert>}
      <TextInput source="name" disabled />
      <TextInput source="description" multiline disabled={locked} />
      <PermissionInputs disabled={locked} />
    </SimpleForm>
  );
}

/** Description and permissions; the name is fixed, and the four built-in roles are read-only. */
export default function RoleEdit() {
  return (
    <ResourceEdit fields={FIELDS}>
      <RoleForm />
    </ResourceEdit>
  );
}
