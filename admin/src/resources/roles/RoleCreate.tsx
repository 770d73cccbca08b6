import { labels, messages, roleCreateFormSchema } from '@careers/shared';
import { Create, SimpleForm, TextInput } from 'react-admin';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';
import { formResolver } from '../../providers/form-resolver';
import PermissionInputs from './PermissionInputs';

export default function RoleCreate() {
  const feedback = useSaveFeedback({
    success: messages.users.roleCreated,
    failure: messages.users.roleCreateFailed,
    redirectTo: 'roles',
  });
  return (
    <Create title={labels.rolesAdmin.create} mutationOptions={feedback}>
      <SimpleForm resolver={formResolver(roleCreateFormSchema)}>
        <TextInput source="name" helperText={labels.rolesAdmin.nameHint} />
        <TextInput source="description" multiline />
        <PermissionInputs />
      </SimpleForm>
    </Create>
  );
}
