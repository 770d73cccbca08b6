import { adminUserCreateFormSchema, messages } from '@careers/shared';
import { PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import ResourceCreate from '../../components/ResourceCreate';

export default function UserCreate() {
  return (
    <ResourceCreate schema={adminUserCreateFormSchema}>
      <TextInput source="email" type="email" autoComplete="off" />
      <TextInput source="full_name" />
      <PasswordInput source="password" autoComplete="new-password" helperText={messages.passwords.rule} />
      <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" />
      </ReferenceInput>
    </ResourceCreate>
  );
}
