import {
  DEFAULT_INTERVIEW_DURATION,
  INTERVIEW_DURATIONS,
  type InterviewScheduleForm,
  interviewScheduleFormSchema,
  labels,
} from '@careers/shared';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import DateFromTodayField from '../../../components/DateFromTodayField';
import FormDialog from '../../../components/FormDialog';
import { useCheckedForm } from '../../../hooks/useCheckedForm';

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

/** Schedule Interview (spec section 5): date, time, duration, location, interviewers, link and notes. */
export default function ScheduleInterviewDialog({ onSchedule, onClose }: Props) {
  const [additional, setAdditional] = useState<Person[]>([]);
  const { problems, busy, field, dialog } = useCheckedForm(
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
    (values) => ({ ...values, notes: values.notes || null, additional_interviewers: additional }),
  );
  const person = (index: number, key: keyof Person, value: string) =>
    setAdditional(additional.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));

  return (
    <FormDialog
      {...dialog}
      title={labels.applicationDetail.scheduleInterview}
      submitLabel={busy ? text.scheduling : text.schedule}
      onClose={onClose}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateFromTodayField label={text.date} autoFocus {...field('scheduled_date')} />
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
