import type { AccountDiagnosis } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import { Title } from 'react-admin';
import { errorText } from '../providers/api';
import { signInCalls } from '../providers/sign-in-calls';

const answers = labels.accountCheck;
const yesNo = (value: boolean | null) => (value === null ? answers.none : value ? answers.yes : answers.no);

/** Account diagnostics, behind a session with manage_users: it tells whether an address has an account. */
export default function CheckAccountPage() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<AccountDiagnosis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      setResult(await signInCalls.checkAccount(email));
    } catch (failure) {
      setResult(null);
      setError(errorText(failure, messages.validation.invalidEmail));
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={labels.signIn.checkAccount} />
      <CardContent>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={submit} noValidate>
          <TextField
            label={labels.accountFields.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained">
            {labels.signIn.checkAccount}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {result && (
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Typography>{answers.adminRecordExists(yesNo(result.admin_record_exists))}</Typography>
            <Typography>{answers.active(yesNo(result.is_active))}</Typography>
            <Typography>{answers.authenticationAccountExists(yesNo(result.authentication_account_exists))}</Typography>
            <Typography>{answers.role(result.role_name ?? answers.none)}</Typography>
            <Alert severity="info">
              {labels.signIn.howToFix}: {result.how_to_fix}
            </Alert>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
