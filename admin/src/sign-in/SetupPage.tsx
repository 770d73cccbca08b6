import { labels, messages, SETUP_REDIRECT_MS } from '@careers/shared/client';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../providers/api';
import { signInCalls } from '../providers/sign-in-calls';
import AccountCard from './AccountCard';
import FormAlerts from './FormAlerts';
import { useSignInAfter } from './useSignInAfter';

const FIELDS = [
  { name: 'full_name', label: labels.accountFields.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: labels.accountFields.email, type: 'email', autoComplete: 'username' },
  { name: 'password', label: labels.accountFields.password, type: 'password', autoComplete: 'new-password' },
] as const;

/** The first admin of a new installation; closed once any admin exists. */
export default function SetupPage() {
  const navigate = useNavigate();
  // Whether setup is still open; a failed check counts as closed (the form would be refused anyway).
  const { data: open = null } = useQuery({
    queryKey: ['admin-auth', 'setup'],
    queryFn: () => signInCalls.setupIsOpen().catch(() => false),
    retry: false,
  });
  const [form, setForm] = useState({ full_name: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useSignInAfter(done, SETUP_REDIRECT_MS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      setDone(await signInCalls.setUpFirstAdmin(form));
    } catch (failure) {
      setError(errorText(failure, messages.signIn.setupFailed));
    }
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <AccountCard title={labels.signIn.createAdmin}>
      <FormAlerts error={error} success={done} />
      {open === false && !done && (
        <Stack spacing={2}>
          <Alert severity="info">{messages.signIn.setupClosed}</Alert>
          <Button variant="contained" onClick={() => navigate('/login')}>
            {messages.signIn.backToLogin}
          </Button>
        </Stack>
      )}
      {open && !done && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <TextField
              key={name}
              label={label}
              type={type}
              autoComplete={autoComplete}
              // The rule beside the password; the server checks it, common passwords included.
              helperText={name === 'password' ? messages.passwords.rule : undefined}
              required
              {...field(name)}
            />
          ))}
          <Button type="submit" variant="contained">
            {labels.signIn.createAdmin}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
