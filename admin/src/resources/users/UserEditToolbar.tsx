import { messages } from '@careers/shared/client';
import {
  DeleteWithConfirmButton,
  SaveButton,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { failureAlert } from './failure-alert';

/** Save, and Delete behind a confirmation; nobody is offered to delete their own account. */
export default function UserEditToolbar() {
  const record = useRecordContext<{ id: string; email: string }>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const redirect = useRedirect();
  const canDelete = record && identity && identity.id !== record.id;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={messages.users.deleteUserTitle}
          confirmContent={messages.users.deleteUserConfirm(record.email)}
          confirmColor="warning"
          mutationOptions={{
            onSuccess: () => {
              notify(messages.users.userDeleted, { type: 'success' });
              redirect('list', 'users');
            },
            onError: (error: unknown) => notify(failureAlert(error, messages.users.deleteFailed), { type: 'error' }),
          }}
        />
      )}
    </Toolbar>
  );
}
