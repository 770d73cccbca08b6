import { adminEmailChangeFormSchema, adminPasswordSetFormSchema, messages } from '@careers/shared';
import { Button, Stack, TextField } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import FormDialog from '../../components/FormDialog';
import NewPasswordFields from '../../components/NewPasswordFields';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import { firstProblem } from '../../providers/form-resolver';
import { failureAlert, failureText } from './failure-alert';

type Dialogs = 'email' | 'password' | null;

/** Change E-mail, Reset Password and Activate/Deactivate, with the spec's alerts. */
export default function UserAccountActions() {
  const record = useRecordContext<{ id: string; email: string; is_active: boolean }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Dialogs>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  if (!record) return null;

  const close = () => {
    setOpen(null);
    setEmail('');
    setPassword('');
    setConfirm('');
  };
  const failed = (error: unknown, fallback: string) => notify(failureAlert(error, fallback), { type: 'error' });

  const submitEmail = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(adminEmailChangeFormSchema, { current_email: record.email, new_email: email });
    if (problem) return notify(problem, { type: 'error' });
    try {
      await dataProvider.changeUserEmail(record.id, email);
      notify(messages.users.emailUpdated, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      failed(error, messages.users.updateEmailFailed);
    }
  };
  const submitPassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(adminPasswordSetFormSchema, { new_password: password, confirm_password: confirm });
    if (problem) return notify(problem, { type: 'error' });
    try {
      await dataProvider.setUserPassword(record.id, password, confirm);
      notify(messages.users.passwordUpdated, { type: 'success' });
      close();
    } catch (error) {
      failed(error, messages.users.updatePasswordFailed);
    }
  };
  const toggleActive = async () => {
    try {
      await dataProvider.setUserActive(record.id, !record.is_active);
      notify(messages.users.userUpdated, { type: 'success' });
      refresh();
    } catch (error) {
      // The spec gives this one on its own, not as 'Error: {message}'.
      notify(failureText(error, messages.users.statusUpdateFailed), { type: 'error' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 2 }}>
      <Button variant="outlined" onClick={() => setOpen('email')}>
        Change Email
      </Button>
      <Button variant="outlined" onClick={() => setOpen('password')}>
        Reset Password
      </Button>
      <Button variant="outlined" color={record.is_active ? 'warning' : 'success'} onClick={() => void toggleActive()}>
        {record.is_active ? 'Deactivate' : 'Activate'}
      </Button>
      <FormDialog
        open={open === 'email'}
        title="Change Email"
        submitLabel="Update Email"
        onClose={close}
        onSubmit={submitEmail}
      >
        <TextField label="Current email" value={record.email} disabled fullWidth margin="dense" />
        <TextField
          label="New email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
          margin="dense"
          autoFocus
        />
      </FormDialog>
      <FormDialog
        open={open === 'password'}
        title="Reset Password"
        submitLabel="Update Password"
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
      </FormDialog>
    </Stack>
  );
}
