import { adminUserUpdateFormSchema, messages } from '@careers/shared';
import {
  BooleanInput,
  Edit,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { formResolver, pickFields } from '../../providers/form-resolver';
import { failureAlert } from './failure-alert';
import UserAccountActions from './UserAccountActions';
import UserEditToolbar from './UserEditToolbar';

const FIELDS = ['full_name', 'role_id', 'is_active'] as const;

/** Name, role and active flag; the e-mail is changed with its own action, never here. */
export default function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Admin User"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => pickFields(data, FIELDS)}
      mutationOptions={{
        onSuccess: () => {
          notify(messages.users.userUpdated, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureAlert(error, messages.users.updateFailed), { type: 'error' }),
      }}
    >
      <UserAccountActions />
      <SimpleForm resolver={formResolver(adminUserUpdateFormSchema, FIELDS)} toolbar={<UserEditToolbar />}>
        <TextInput source="email" label="Email" disabled />
        <TextInput source="full_name" label="Full name" />
        <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" label="Role" />
        </ReferenceInput>
        <BooleanInput source="is_active" label="Active" />
      </SimpleForm>
    </Edit>
  );
}
