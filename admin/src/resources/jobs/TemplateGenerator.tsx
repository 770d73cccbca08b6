import { labels, messages } from '@careers/shared/client';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import { dataProvider } from '../../providers/data-provider';

const words = labels.jobsAdmin.generator;

/** The AI generator block of New Template: fills the form from a title and details. */
export default function TemplateGenerator() {
  const { getValues, reset } = useFormContext();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [alert, setAlert] = useState<Notice | null>(null);
  const generate = async () => {
    if (!title.trim() && !details.trim()) {
      setAlert({ severity: 'warning', title: words.heading, message: messages.jobsAdmin.enterTitleOrDetails });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await dataProvider.generateTemplate({
        title: title.trim(),
        details: details.trim(),
        requirements: String(getValues('requirements') ?? ''),
      });
      if ('notice' in answer) {
        // Without an AI key: the requirements' focus attributes only, and what the rest needs.
        if (answer.focus_attributes.length > 0) {
          reset({ ...getValues(), focus_attributes: answer.focus_attributes }, { keepDefaultValues: true });
        }
        setOutcome({ severity: 'warning', text: answer.notice });
      } else {
        reset({ ...getValues(), ...answer.template }, { keepDefaultValues: true });
        setOutcome({ severity: 'success', text: answer.message });
      }
    } catch {
      // Any failure reads the same: the product's one message for it.
      setOutcome({ severity: 'error', text: messages.jobsAdmin.generateFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="section"
      aria-label={words.heading}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      <Stack spacing={1}>
        <TextField label={words.title} value={title} onChange={(event) => setTitle(event.target.value)} size="small" />
        <TextField
          label={words.details}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          size="small"
          multiline
          minRows={2}
        />
        <Box>
          <Button onClick={generate} disabled={busy} variant="outlined">
            {busy ? words.generating : words.generate}
          </Button>
        </Box>
        {outcome && (
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        )}
      </Stack>
      <NoticeDialog notice={alert} onClose={() => setAlert(null)} />
    </Box>
  );
}
