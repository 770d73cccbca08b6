import { messages } from '@careers/shared/client';
import { DeleteButton, SaveButton, Toolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';

/** Save, and Delete behind a confirmation; nobody is offered to delete their own account. */
export default function UserEditToolbar() {
  const record = useRecordContext<{ id: string; email: string }>();
  const { identity } = useGetIdentity();
  const feedback = useSaveFeedback({
    success: messages.users.userDeleted,
    failure: messages.users.deleteFailed,
    redirectTo: 'users',
  });
  const canDelete = record && identity && identity.id !== record.id;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={messages.users.deleteUserTitle}
          confirmContent={messages.users.deleteUserConfirm(record.email)}
          confirmColor="warning"
          mutationOptions={feedback}
        />
      )}
    </Toolbar>
  );
}
