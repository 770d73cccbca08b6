import { FORGOT_PASSWORD_MESSAGE_MS, formatCountdown, labels, messages, SIGN_IN_CODE } from '@careers/shared/client';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useLogin, useTheme } from 'react-admin';
import { ApiError, serverMessage } from '../providers/api';
import { AuthenticationFailed } from '../providers/auth-provider';
import { signInCalls } from '../providers/sign-in-calls';
import AccountCard from './AccountCard';
import FormAlerts from './FormAlerts';
import SignInField from './SignInField';

type Step = 'credentials' | 'code' | 'forgot';

const MINUTE_MS = 60_000;

/**
 * The server answered with an error: a refusal's own message, else `fallback`; a server failure reads
 * `serverFailure`, never its status text; null when no answer came.
 */
function answerText(error: unknown, fallback: string, serverFailure = fallback): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  if (error.status >= 500) return serverFailure;
  return serverMessage(error.body) ?? fallback;
}

/** A failed sign-in step, in the product's words for each kind of failure, never a browser's. */
function signInError(error: unknown, fallback: string): string {
  if (error instanceof AuthenticationFailed) return error.message;
  return (
    answerText(error, fallback, messages.signIn.authenticationFailed) ??
    messages.signIn.unexpectedError(error instanceof Error ? error.message : String(error))
  );
}

/** Time left until `expiresAt`, ticking every second. */
function useCountdown(expiresAt: number | null): number {
  const [now, setNow] = useState(Date.now);
  // A new deadline is measured from this moment, not from the last tick (or the page's load): the
  // first frame of a countdown must never show more than the code's validity.
  const [deadline, setDeadline] = useState(expiresAt);
  if (deadline !== expiresAt) {
    setDeadline(expiresAt);
    setNow(Date.now());
  }
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, expiresAt - now) : 0;
}

/**
 * Admin sign-in (docs/requirements.md#signing-in-and-ones-own-account): e-mail and password, then the e-mailed code with
 * an m:ss countdown and Resend Code once it reaches zero; Back to Email starts over; Forgot Password.
 */
export default function LoginPage() {
  const login = useLogin();
  const [, setTheme] = useTheme();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [codeStillValid, setCodeStillValid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remaining = useCountdown(step === 'code' ? expiresAt : null);

  // Signed out means dark again: the theme is the account's own, and dark is the default.
  useEffect(() => {
    setTheme('dark');
  }, [setTheme]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), FORGOT_PASSWORD_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const backToEmail = () => {
    setStep('credentials');
    setPassword('');
    setCode('');
    setExpiresAt(null);
    setCodeStillValid(false);
    setError(null);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const askForCode = (resend: boolean) =>
    run(async () => {
      try {
        const answer = await signInCalls.askForCode(email, password, resend);
        // The server's expiry, but never later than the code's validity from now: a browser clock that
        // runs behind the server's would otherwise count more than five minutes.
        const validUntil = Date.now() + SIGN_IN_CODE.validMinutes * MINUTE_MS;
        setExpiresAt(Math.min(new Date(answer.expires_at).getTime(), validUntil));
        setCodeStillValid(!answer.code_sent);
        setStep('code');
      } catch (failure) {
        setError(signInError(failure, messages.signIn.invalidCredentials));
      }
    });

  const submitCredentials = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void askForCode(false);
  };

  const submitCode = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        await login({ email, code: code.trim() }, '/dashboard');
      } catch (failure) {
        setError(signInError(failure, messages.signIn.invalidOrExpiredCode));
      }
    });
  };

  const submitForgot = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        setNotice(await signInCalls.forgotPassword(email));
      } catch (failure) {
        // The server's message or this, for any failure.
        setError(answerText(failure, messages.signIn.forgotPasswordFailed) ?? messages.signIn.forgotPasswordFailed);
      }
    });
  };

  // The same e-mail field in the credentials and the Forgot Password steps (one of them shows).
  const emailField = (
    <SignInField
      label={labels.accountFields.email}
      type="email"
      autoComplete="username"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
    />
  );

  return (
    <AccountCard title={labels.backOffice.title}>
      <FormAlerts error={error} success={notice} />
      {step === 'credentials' && (
        <Stack component="form" spacing={2} onSubmit={submitCredentials} noValidate>
          {emailField}
          <SignInField
            label={labels.accountFields.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {labels.signIn.signIn}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setError(null);
              setStep('forgot');
            }}
          >
            {labels.signIn.forgotPassword}
          </Button>
        </Stack>
      )}
      {step === 'code' && (
        <Stack component="form" spacing={2} onSubmit={submitCode} noValidate>
          <Typography>{labels.signIn.codeSentTo(email)}</Typography>
          {codeStillValid && (
            <Alert severity="info" role="status">
              {messages.signIn.codeStillValid}
            </Alert>
          )}
          <SignInField
            label={labels.accountFields.code}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            htmlInput={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
          />
          <Typography role="timer" aria-live="off" color="text.secondary">
            {labels.signIn.codeExpiresIn(formatCountdown(remaining))}
          </Typography>
          <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
            {labels.signIn.verifyCode}
          </Button>
          <Button type="button" disabled={busy || remaining > 0} onClick={() => void askForCode(true)}>
            {labels.signIn.resendCode}
          </Button>
          <Button type="button" onClick={backToEmail}>
            {labels.signIn.backToEmail}
          </Button>
        </Stack>
      )}
      {step === 'forgot' && (
        <Stack component="form" spacing={2} onSubmit={submitForgot} noValidate>
          {emailField}
          <Button type="submit" variant="contained" disabled={busy}>
            {labels.signIn.sendResetLink}
          </Button>
          <Button type="button" onClick={backToEmail}>
            {labels.signIn.backToLogin}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
