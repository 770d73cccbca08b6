import { companyToday, labels, messages, rejectionScheduleFormSchema } from '@careers/shared';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type SubmitEvent, useId, useState } from 'react';
import { errorText } from '../../../providers/api';
import { firstProblem } from '../../../providers/form-resolver';

interface Props {
  onSchedule(date: string, time: string): Promise<void>;
  onCancel(): void;
}

/** 'Schedule Rejection Email': a date (today or later) and time in Bahrain, then Confirm & Send Email. */
export default function RejectionPanel({ onSchedule, onCancel }: Props) {
  const titleId = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = firstProblem(rejectionScheduleFormSchema, { date, time });
    if (invalid) return setProblem(invalid);
    setBusy(true);
    setProblem(null);
    try {
      await onSchedule(date, time);
    } catch (error) {
      setProblem(messages.applications.rejectionEmailFailed(errorText(error, messages.common.noAnswer)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {messages.applications.scheduleRejectionEmail}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={labels.applicationDetail.date}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: companyToday() } }}
            required
            autoFocus
          />
          <TextField
            label={labels.applicationDetail.time}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <Button type="submit" variant="contained" color="error" disabled={busy} aria-busy={busy}>
            {busy ? messages.applications.scheduling : messages.applications.confirmAndSendEmail}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            {labels.dialogs.cancel}
          </Button>
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
