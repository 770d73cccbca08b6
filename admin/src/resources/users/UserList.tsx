import { labels } from '@careers/shared/client';
import { BooleanField, Datagrid, DateField, List, TextField } from 'react-admin';
import CreateActions from '../../components/CreateActions';

/** A row opens the account's edit page; the Create button and the link show only with manage_users. */
export default function UserList() {
  return (
    <List title={labels.usersAdmin.title} sort={{ field: 'created_at', order: 'DESC' }} actions={<CreateActions />}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="full_name" />
        <TextField source="email" />
        <TextField source="role_name" sortable={false} />
        <BooleanField source="is_active" />
        <DateField source="last_login" showTime />
      </Datagrid>
    </List>
  );
}
