import { labels, messages, RESET_REDIRECT_MS, resetPasswordSchema } from '@careers/shared';
import { Alert, Button, Stack } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import NewPasswordFields from '../components/NewPasswordFields';
import { errorText } from '../providers/api';
import { firstProblem } from '../providers/form-resolver';
import { signInCalls } from '../providers/sign-in-calls';
import AccountCard from './AccountCard';
import FormAlerts from './FormAlerts';
import { useSignInAfter } from './useSignInAfter';

/** The reset link's page: a new password twice; to the login page 3 s after success. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useSignInAfter(done, RESET_REDIRECT_MS);

  if (!token) {
    return (
      <AccountCard title={messages.signIn.invalidLink}>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.signIn.invalidResetToken}
        </Alert>
        <Button variant="contained" onClick={() => navigate('/login')}>
          {messages.signIn.backToLogin}
        </Button>
      </AccountCard>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // The server's own schema, first in the browser.
    const problem = firstProblem(resetPasswordSchema, { token, new_password: password, confirm_password: confirm });
    if (problem) return setError(problem);
    try {
      setDone(await signInCalls.resetPassword({ token, new_password: password, confirm_password: confirm }));
    } catch (failure) {
      setError(errorText(failure, messages.signIn.resetFailed));
    }
  };

  return (
    <AccountCard title={labels.signIn.setPassword}>
      <FormAlerts error={error} success={done} />
      {!done && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <Button type="submit" variant="contained">
            {labels.signIn.setPassword}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
