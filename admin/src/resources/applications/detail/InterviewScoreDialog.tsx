import { interviewScoreFormSchema, labels, messages } from '@careers/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type SubmitEvent, useId, useState } from 'react';
import { errorText } from '../../../providers/api';
import { firstProblem } from '../../../providers/form-resolver';

interface Props {
  open: boolean;
  /** The saved score and feedback, when updating. */
  score: number | null;
  feedback: string | null;
  /** The score the interviewers' scorecards suggest, offered to fill in (never saved by itself). */
  suggestion?: number | null;
  onSave(score: number, feedback: string): Promise<void>;
  onClose(): void;
}

const text = labels.applicationDialog;

/** Score Interview / Update Score: a whole number 0-10 and feedback, both required; the scorecards' suggestion one click away. */
export default function InterviewScoreDialog({ open, score, feedback, suggestion = null, onSave, onClose }: Props) {
  const titleId = useId();
  const [value, setValue] = useState(score === null ? '' : String(score));
  const [notes, setNotes] = useState(feedback ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = score === null ? labels.applicationDetail.scoreInterview : labels.applicationDetail.updateScore;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The product has one message for any wrong input: a score out of range or feedback missing.
    if (firstProblem(interviewScoreFormSchema, { interview_score: value, interview_feedback: notes })) {
      setProblem(messages.applications.scoreOutOfRange);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSave(Number(value), notes.trim());
      onClose();
    } catch (error) {
      setProblem(messages.applications.failedToSaveScore(errorText(error, messages.common.noAnswer)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            {suggestion !== null && (
              <Alert
                severity="info"
                data-testid="score-suggestion"
                action={
                  <Button color="inherit" size="small" onClick={() => setValue(String(suggestion))} disabled={busy}>
                    {messages.scorecards.useSuggestion}
                  </Button>
                }
              >
                {messages.scorecards.suggestion(suggestion)}
              </Alert>
            )}
            <TextField
              label={text.interviewScoreField}
              type="number"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 10, step: 1 } }}
              required
              autoFocus
            />
            <TextField
              label={text.interviewFeedbackField}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={3}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {labels.dialogs.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {text.saveScore}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
