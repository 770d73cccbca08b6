import { adminUserCreateFormSchema, labels, messages } from '@careers/shared';
import { Create, PasswordInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';
import { formResolver } from '../../providers/form-resolver';

export default function UserCreate() {
  const feedback = useSaveFeedback({
    success: messages.users.adminCreated,
    failure: messages.users.createFailed,
    redirectTo: 'users',
  });
  return (
    <Create title={labels.usersAdmin.create} mutationOptions={feedback}>
      <SimpleForm resolver={formResolver(adminUserCreateFormSchema)}>
        <TextInput source="email" type="email" autoComplete="off" />
        <TextInput source="full_name" />
        <PasswordInput source="password" autoComplete="new-password" helperText={messages.passwords.rule} />
        <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}
