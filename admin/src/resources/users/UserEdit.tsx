import { adminUserUpdateFormSchema } from '@careers/shared';
import { BooleanInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import ResourceEdit from '../../components/ResourceEdit';
import { formResolver } from '../../providers/form-resolver';
import UserAccountActions from './UserAccountActions';
import UserEditToolbar from './UserEditToolbar';

const FIELDS = ['full_name', 'role_id', 'is_active'] as const;

/** Name, role and active flag; the e-mail is changed with its own action, never here. */
export default function UserEdit() {
  return (
    <ResourceEdit fields={FIELDS}>
      <UserAccountActions />
      <SimpleForm resolver={formResolver(adminUserUpdateFormSchema, FIELDS)} toolbar={<UserEditToolbar />}>
        <TextInput source="email" disabled />
        <TextInput source="full_name" />
        <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" />
        </ReferenceInput>
        <BooleanInput source="is_active" />
      </SimpleForm>
    </ResourceEdit>
  );
}
