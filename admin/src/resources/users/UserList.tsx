import type { AdminUserRecord } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { BooleanField, Datagrid, FunctionField, List, TextField } from 'react-admin';
import CreateActions from '../../components/CreateActions';
import { companyDateTime } from '../../format/company-time';

/** A row opens the account's edit page; the Create button and the link show only with manage_users. */
export default function UserList() {
  return (
    <List title={labels.usersAdmin.title} sort={{ field: 'created_at', order: 'DESC' }} actions={<CreateActions />}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="full_name" />
        <TextField source="email" />
        <TextField source="role_name" sortable={false} />
        <BooleanField source="is_active" />
        {/* Bahrain's time in the back office's one format, whatever the browser's zone and locale. */}
        <FunctionField<AdminUserRecord>
          source="last_login"
          render={(user) => (user.last_login ? companyDateTime(user.last_login) : '')}
        />
      </Datagrid>
    </List>
  );
}
