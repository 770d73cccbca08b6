import { labels, roleCreateFormSchema } from '@careers/shared';
import { TextInput } from 'react-admin';
import ResourceCreate from '../../components/ResourceCreate';
import PermissionInputs from './PermissionInputs';

export default function RoleCreate() {
  return (
    <ResourceCreate schema={roleCreateFormSchema}>
      <TextInput source="name" helperText={labels.rolesAdmin.nameHint} />
      <TextInput source="description" multiline />
      <PermissionInputs />
    </ResourceCreate>
  );
}
