import {
  adminEmailChangeFormSchema,
  adminPasswordSetFormSchema,
  emailNamePasswordProblem,
  labels,
  messages,
} from '@careers/shared';
import { Button, Stack, TextField } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { useCanAccess, useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import CurrentPasswordField from '../../components/CurrentPasswordField';
import FormDialog from '../../components/FormDialog';
import NewPasswordFields from '../../components/NewPasswordFields';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import { firstProblem } from '../../providers/form-resolver';

type Dialogs = 'email' | 'password' | null;

const text = labels.usersAdmin;

/**
 * Change E-mail, Reset Password and Activate/Deactivate, with the product's alerts. On one's own account
 * both changes ask for the current password; the server checks it, and the common-password
 * list, itself.
 */
export default function UserAccountActions() {
  const record = useRecordContext<{ id: string; email: string; is_active: boolean }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Dialogs>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [current, setCurrent] = useState('');
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const emailFeedback = useSaveFeedback({
    success: messages.users.emailUpdated,
    failure: messages.users.updateEmailFailed,
  });
  const passwordFeedback = useSaveFeedback({
    success: messages.users.passwordUpdated,
    failure: messages.users.updatePasswordFailed,
  });
  // The product words this failure on its own, not as 'Error: {message}'.
  const activeFeedback = useSaveFeedback({
    success: messages.users.userUpdated,
    failure: messages.users.statusUpdateFailed,
    failureShows: 'message',
  });
  if (!record || !canAccess) return null;
  const own = identity?.id === record.id;
  const currentMissing = own && !current ? messages.passwords.currentRequired : null;
  const currentField = own && <CurrentPasswordField value={current} onChange={setCurrent} />;

  const close = () => {
    setOpen(null);
    setEmail('');
    setPassword('');
    setConfirm('');
    setCurrent('');
  };
  const submitEmail = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      firstProblem(adminEmailChangeFormSchema, { current_email: record.email, new_email: email }) ?? currentMissing;
    if (problem) return notify(problem, { type: 'error' });
    try {
      emailFeedback.onSuccess(await dataProvider.changeUserEmail(record.id, email, own ? current : undefined));
      close();
      refresh();
    } catch (error) {
      emailFeedback.onError(error);
    }
  };
  const submitPassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      firstProblem(adminPasswordSetFormSchema, { new_password: password, confirm_password: confirm }) ??
      emailNamePasswordProblem(password, record.email) ??
      currentMissing;
    if (problem) return notify(problem, { type: 'error' });
    try {
      const sent = await dataProvider.setUserPassword(record.id, password, confirm, own ? current : undefined);
      passwordFeedback.onSuccess(sent);
      close();
    } catch (error) {
      passwordFeedback.onError(error);
    }
  };
  const toggleActive = async () => {
    try {
      activeFeedback.onSuccess(await dataProvider.setUserActive(record.id, !record.is_active));
      refresh();
    } catch (error) {
      activeFeedback.onError(error);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 2 }}>
      <Button variant="outlined" onClick={() => setOpen('email')}>
        {text.changeEmail}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('password')}>
        {text.resetPassword}
      </Button>
      <Button variant="outlined" color={record.is_active ? 'warning' : 'success'} onClick={() => void toggleActive()}>
        {record.is_active ? text.deactivate : text.activate}
      </Button>
      <FormDialog
        open={open === 'email'}
        title={text.changeEmail}
        submitLabel={text.updateEmail}
        onClose={close}
        onSubmit={submitEmail}
      >
        <TextField label={text.currentEmail} value={record.email} disabled fullWidth margin="dense" />
        <TextField
          label={text.newEmail}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
          margin="dense"
          autoFocus
        />
        {currentField}
      </FormDialog>
      <FormDialog
        open={open === 'password'}
        title={text.resetPassword}
        submitLabel={text.updatePassword}
        onClose={close}
        onSubmit={submitPassword}
      >
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          autoFocus
        />
        {currentField}
      </FormDialog>
    </Stack>
  );
}
