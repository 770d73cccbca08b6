import { adminUserCreateFormSchema, messages } from '@careers/shared';
import {
  Create,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { formResolver } from '../../providers/form-resolver';
import { failureAlert } from './failure-alert';

export default function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New Admin User"
      mutationOptions={{
        onSuccess: () => {
          notify(messages.users.adminCreated, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureAlert(error, messages.users.createFailed), { type: 'error' }),
      }}
    >
      <SimpleForm resolver={formResolver(adminUserCreateFormSchema)}>
        <TextInput source="email" label="Email" type="email" autoComplete="off" />
        <TextInput source="full_name" label="Full name" />
        <PasswordInput source="password" label="Password" autoComplete="new-password" />
        <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" label="Role" />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}
