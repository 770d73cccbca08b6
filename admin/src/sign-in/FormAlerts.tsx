import { Alert } from '@mui/material';

/** What went wrong (announced at once) and what went right, above a sign-in form. */
export default function FormAlerts({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {success && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {success}
        </Alert>
      )}
    </>
  );
}
