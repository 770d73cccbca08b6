import {
  DEFAULT_INTERVIEW_DURATION,
  type InterviewScheduleForm,
  interviewScheduleFormSchema,
  labels,
  MAX_ADDITIONAL_INTERVIEWERS,
} from '@careers/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import FormDialog from '../../../components/FormDialog';
import { useDialogForm } from '../../../hooks/useDialogForm';
import InterviewWhenFields from './InterviewWhenFields';

const text = labels.interviewsAdmin;

interface Person {
  /** The row's own key: rows can be removed from the middle. */
  key: number;
  name: string;
  email: string;
}

/** What a half-filled row is told: the schema leaves it out (an interviewer needs both name and e-mail), so it must not vanish unseen. */
const incomplete = (entry: Person, own: string) =>
  own.trim() === '' && (entry.name.trim() !== '' || entry.email.trim() !== '') ? text.incompleteInterviewer : undefined;

interface Props {
  /** Sends the checked form; the caller reports the outcome (a NoticeDialog) and closes this dialog. */
  onSchedule(form: InterviewScheduleForm): Promise<void>;
  onClose(): void;
}

/** Schedule Interview: date, time, duration, location, interviewers, link and notes. */
export default function ScheduleInterviewDialog({ onSchedule, onClose }: Props) {
  const [additional, setAdditional] = useState<Person[]>([]);
  const nextKey = useRef(0);
  const { problems, busy, field, dialog, forgetProblems } = useDialogForm(
    interviewScheduleFormSchema,
    {
      scheduled_date: '',
      scheduled_time: '',
      duration_minutes: String(DEFAULT_INTERVIEW_DURATION),
      location: '',
      meeting_link: '',
      interviewer_name: '',
      interviewer_email: '',
      notes: '',
    },
    onSchedule,
    (values) => ({
      ...values,
      notes: values.notes || null,
      additional_interviewers: additional.map(({ name, email }) => ({ name, email })),
    }),
  );
  const person = (index: number, key: 'name' | 'email', value: string) =>
    setAdditional((rows) => rows.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));
  const add = () => {
    nextKey.current += 1;
    setAdditional((rows) => [...rows, { key: nextKey.current, name: '', email: '' }]);
  };
  const remove = (index: number) => {
    setAdditional((rows) => rows.filter((_, at) => at !== index));
    // The messages are by row number, which the rows after this one just changed.
    forgetProblems('additional_interviewers');
  };
  const full = additional.length >= MAX_ADDITIONAL_INTERVIEWERS;

  return (
    <FormDialog
      {...dialog}
      title={labels.applicationDetail.scheduleInterview}
      submitLabel={busy ? text.scheduling : text.schedule}
      onClose={onClose}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <InterviewWhenFields field={field} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={text.interviewerName} required {...field('interviewer_name')} />
          <TextField label={text.interviewerEmail} type="email" required {...field('interviewer_email')} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {text.additionalInterviewers}
        </Typography>
        {additional.map((entry, index) => {
          const emailProblem = problems[`additional_interviewers.${index}.email`];
          return (
            <Stack
              key={entry.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                label={text.additionalName(index + 1)}
                value={entry.name}
                onChange={(event) => person(index, 'name', event.target.value)}
                helperText={incomplete(entry, entry.name)}
                disabled={busy}
                fullWidth
              />
              <TextField
                label={text.additionalEmail(index + 1)}
                type="email"
                value={entry.email}
                onChange={(event) => person(index, 'email', event.target.value)}
                error={Boolean(emailProblem)}
                helperText={emailProblem ?? incomplete(entry, entry.email)}
                disabled={busy}
                fullWidth
              />
              <IconButton aria-label={text.removeInterviewer(index + 1)} onClick={() => remove(index)} disabled={busy}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          );
        })}
        {problems.additional_interviewers && <FormHelperText error>{problems.additional_interviewers}</FormHelperText>}
        <Button onClick={add} disabled={busy || full} sx={{ alignSelf: 'flex-start' }}>
          {text.addInterviewer}
        </Button>
        <TextField label={text.notes} multiline minRows={2} {...field('notes')} />
      </Stack>
    </FormDialog>
  );
}
