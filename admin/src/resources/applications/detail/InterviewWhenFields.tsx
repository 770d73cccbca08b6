import { INTERVIEW_DURATIONS, labels } from '@careers/shared/client';
import { MenuItem, Stack, TextField } from '@mui/material';
import DateFromTodayField from '../../../components/DateFromTodayField';
import type { BoundField } from '../../../hooks/useDialogForm';

const text = labels.interviewsAdmin;

type WhenField = 'scheduled_date' | 'scheduled_time' | 'duration_minutes' | 'location' | 'meeting_link';

/** When and where an interview takes place: Schedule Interview's first fields, and all of Reschedule's. */
export default function InterviewWhenFields({ field }: { field: (name: WhenField) => BoundField }) {
  return (
    <>
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
    </>
  );
}
