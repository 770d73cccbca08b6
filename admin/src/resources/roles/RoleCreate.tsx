import { messages, roleCreateFormSchema } from '@careers/shared';
import { Create, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { formResolver } from '../../providers/form-resolver';
import { failureAlert } from '../users/failure-alert';
import PermissionInputs from './PermissionInputs';

export default function RoleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New Role"
      mutationOptions={{
        onSuccess: () => {
          notify(messages.users.roleCreated, { type: 'success' });
          redirect('list', 'roles');
        },
        onError: (error: unknown) => notify(failureAlert(error, messages.users.roleCreateFailed), { type: 'error' }),
      }}
    >
      <SimpleForm resolver={formResolver(roleCreateFormSchema)}>
        <TextInput source="name" label="Name" helperText="Saved in lowercase, with underscores for spaces" />
        <TextInput source="description" label="Description" multiline />
        <PermissionInputs />
      </SimpleForm>
    </Create>
  );
}
