import { messages, roleUpdateFormSchema } from '@careers/shared';
import { Alert } from '@mui/material';
import {
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { formResolver, pickFields } from '../../providers/form-resolver';
import { failureAlert } from '../users/failure-alert';
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
      {locked && <Alert severity="info">Built-in roles cannot be edited.</Alert>}
      <TextInput source="name" label="Name" disabled />
      <TextInput source="description" label="Description" multiline disabled={locked} />
      <PermissionInputs disabled={locked} />
    </SimpleForm>
  );
}

/** Description and permissions; the name is fixed, and the four built-in roles are read-only. */
export default function RoleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Role"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => pickFields(data, FIELDS)}
      mutationOptions={{
        onSuccess: () => {
          notify(messages.users.roleUpdated, { type: 'success' });
          redirect('list', 'roles');
        },
        onError: (error: unknown) => notify(failureAlert(error, messages.users.roleUpdateFailed), { type: 'error' }),
      }}
    >
      <RoleForm />
    </Edit>
  );
}
