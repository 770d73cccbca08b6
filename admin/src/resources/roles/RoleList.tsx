import { labels } from '@careers/shared/client';
import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';
import CreateActions from '../../components/CreateActions';

/** Everyone who may read roles sees the list; Create and the row's link to editing need manage_roles. */
export default function RoleList() {
  return (
    <List title={labels.rolesAdmin.title} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="description" sortable={false} />
        <NumberField source="user_count" sortable={false} />
        <NumberField source="permission_count" sortable={false} />
        <BooleanField source="is_built_in" sortable={false} />
      </Datagrid>
    </List>
  );
}
