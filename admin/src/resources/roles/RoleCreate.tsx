import { labels, messages, roleCreateFormSchema } from '@careers/shared';
import { TextInput } from 'react-admin';
import ResourceCreate from '../../components/ResourceCreate';
import PermissionInputs from './PermissionInputs';

export default function RoleCreate() {
  return (
    <ResourceCreate
      title={labels.rolesAdmin.create}
      schema={roleCreateFormSchema}
      saved={{ success: messages.users.roleCreated, failure: messages.users.roleCreateFailed }}
      list="roles"
    >
      <TextInput source="name" helperText={labels.rolesAdmin.nameHint} />
      <TextInput source="description" multiline />
      <PermissionInputs />
    </ResourceCreate>
  );
}
