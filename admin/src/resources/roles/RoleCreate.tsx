import { labels, messages, roleCreateFormSchema } from '@careers/shared';
import { TextInput } from 'react-admin';
import ResourceCreate from '../../components/ResourceCreate';
import PermissionInputs from './PermissionInputs';

const texts = {
  title: labels.rolesAdmin.create,
  success: messages.users.roleCreated,
  failure: messages.users.roleCreateFailed,
};

export default function RoleCreate() {
  return (
    <ResourceCreate texts={texts} schema={roleCreateFormSchema}>
      <TextInput source="name" helperText={labels.rolesAdmin.nameHint} />
      <TextInput source="description" multiline />
      <PermissionInputs />
    </ResourceCreate>
  );
}
