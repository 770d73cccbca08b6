import {
  companyToday,
  DEFAULT_INTERVIEW_DURATION,
  INTERVIEW_DURATIONS,
  type InterviewScheduleForm,
  interviewScheduleFormSchema,
  labels,
} from '@careers/shared';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type SubmitEvent, useState } from 'react';
import FormDialog from '../../../components/FormDialog';

const text = labels.interviewsAdmin;

interface Person {
  name: string;
  email: string;
}

interface Props {
  /** Sends the checked form; the caller reports the outcome (a NoticeDialog) and closes this dialog. */
  onSchedule(form: InterviewScheduleForm): Promise<void>;
  onClose(): void;
}

type Fields = Record<string, string>;

/** Each field's first problem, by its path (additional_interviewers.0.email), from the shared schema. */
function problemsOf(value: unknown): { form: InterviewScheduleForm } | { problems: Fields } {
  const parsed = interviewScheduleFormSchema.safeParse(value);
  if (parsed.success) return { form: parsed.data };
  const problems: Fields = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    problems[path] ??= issue.message;
  }
  return { problems };
}

/** Schedule Interview (spec section 5): date, time, duration, location, interviewers, link and notes. */
export default function ScheduleInterviewDialog({ onSchedule, onClose }: Props) {
  const [values, setValues] = useState({
    scheduled_date: '',
    scheduled_time: '',
    duration_minutes: String(DEFAULT_INTERVIEW_DURATION),
    location: '',
    meeting_link: '',
    interviewer_name: '',
    interviewer_email: '',
    notes: '',
  });
  const [additional, setAdditional] = useState<Person[]>([]);
  const [problems, setProblems] = useState<Fields>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(problems[name]),
    helperText: problems[name],
    disabled: busy,
    fullWidth: true,
  });
  const person = (index: number, key: keyof Person, value: string) =>
    setAdditional(additional.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = problemsOf({ ...values, notes: values.notes || null, additional_interviewers: additional });
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    setBusy(true);
    try {
      await onSchedule(checked.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={labels.applicationDetail.scheduleInterview}
      submitLabel={busy ? text.scheduling : text.schedule}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      noValidate
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={text.date}
            type="date"
            required
            autoFocus
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: companyToday() } }}
            {...field('scheduled_date')}
          />
          <TextField
            label={text.time}
            type="time"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('scheduled_time')}
          />
          <TextField label={text.duration} select required {...field('duration_minutes')}>
            {INTERVIEW_DURATIONS.map((minutes) => (
              <MenuItem key={minutes} value={String(minutes)}>
                {text.durationMinutes(minutes)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField label={text.location} required {...field('location')} />
        <TextField label={text.meetingLink} type="url" {...field('meeting_link')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={text.interviewerName} required {...field('interviewer_name')} />
          <TextField label={text.interviewerEmail} type="email" required {...field('interviewer_email')} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {text.additionalInterviewers}
        </Typography>
        {additional.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended, never reordered
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={text.additionalName(index + 1)}
              value={entry.name}
              onChange={(event) => person(index, 'name', event.target.value)}
              disabled={busy}
              fullWidth
            />
            <TextField
              label={text.additionalEmail(index + 1)}
              type="email"
              value={entry.email}
              onChange={(event) => person(index, 'email', event.target.value)}
              error={Boolean(problems[`additional_interviewers.${index}.email`])}
              helperText={problems[`additional_interviewers.${index}.email`]}
              disabled={busy}
              fullWidth
            />
          </Stack>
        ))}
        <Button
          onClick={() => setAdditional([...additional, { name: '', email: '' }])}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {text.addInterviewer}
        </Button>
        <TextField label={text.notes} multiline minRows={2} {...field('notes')} />
      </Stack>
    </FormDialog>
  );
}
