import { BooleanField, CreateButton, Datagrid, DateField, List, TextField, TopToolbar } from 'react-admin';

export default function UserList() {
  return (
    <List
      title="Admin Users"
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="full_name" label="Full name" />
        <TextField source="email" label="Email" />
        <TextField source="role_name" label="Role" sortable={false} />
        <BooleanField source="is_active" label="Active" />
        <DateField source="last_login" label="Last login" showTime />
      </Datagrid>
    </List>
  );
}
