import type { Permissions } from '@careers/shared/client';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';

export default function RoleList() {
  const { permissions } = usePermissions<Permissions>();
  return (
    <List
      title="Roles"
      sort={{ field: 'name', order: 'ASC' }}
      actions={<TopToolbar>{permissions?.manage_roles && <CreateButton />}</TopToolbar>}
    >
      <Datagrid rowClick={permissions?.manage_roles ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" label="Name" />
        <TextField source="description" label="Description" sortable={false} />
        <NumberField source="user_count" label="Users" sortable={false} />
        <NumberField source="permission_count" label="Permissions" sortable={false} />
        <BooleanField source="is_built_in" label="Built-in" sortable={false} />
      </Datagrid>
    </List>
  );
}
