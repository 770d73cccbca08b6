import { arabicFieldOf, JOB_TRANSLATED_FIELDS, labels, messages } from '@careers/shared/client';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';

const words = labels.jobsAdmin.generator;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Our own addition: the AI drafts the Arabic of the job's English texts into the
 * Arabic fields still empty, never over what a recruiter wrote. The form is saved as usual, after review.
 */
export default function ArabicDraftButton() {
  const { getValues, setValue } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const draft = async () => {
    const empty = JOB_TRANSLATED_FIELDS.filter(
      (field) => text(getValues(field)) && !text(getValues(arabicFieldOf(field))),
    );
    if (empty.length === 0) {
      setOutcome({ ok: false, text: messages.jobsAdmin.arabicDraftNothingEmpty });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await dataProvider.draftArabic({
        title: text(getValues('title')),
        description: text(getValues('description')),
        responsibilities: text(getValues('responsibilities')) || null,
        requirements: text(getValues('requirements')),
      });
      for (const field of empty) {
        const arabic = arabicFieldOf(field);
        setValue(arabic, answer.draft[arabic] ?? '', { shouldDirty: true });
      }
      setOutcome({ ok: true, text: answer.message });
    } catch (error) {
      // The server's refusal says what to do (English first, no key); anything else reads the same.
      setOutcome({ ok: false, text: errorText(error, messages.jobsAdmin.arabicDraftFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      <Box>
        <Button onClick={draft} disabled={busy} variant="outlined" size="small">
          {busy ? words.draftingArabic : words.draftArabic}
        </Button>
      </Box>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'warning'} role="status">
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
