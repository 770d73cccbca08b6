import {
  DEFAULT_INTERVIEW_DURATION,
  type InterviewRescheduleForm,
  interviewRescheduleFormSchema,
  messages,
} from '@careers/shared';
import { Stack } from '@mui/material';
import FormDialog from '../../../components/FormDialog';
import { useDialogForm } from '../../../hooks/useDialogForm';
import InterviewWhenFields from './InterviewWhenFields';

/** The interview as booked, when known: the form starts from it. */
export type CurrentInterview = Pick<
  InterviewRescheduleForm,
  'scheduled_date' | 'scheduled_time' | 'duration_minutes' | 'location' | 'meeting_link'
>;

interface Props {
  current: CurrentInterview | null;
  /** Sends the checked form; the caller reports the outcome (a NoticeDialog) and closes this dialog. */
  onReschedule(form: InterviewRescheduleForm): Promise<void>;
  onClose(): void;
}

/** Reschedule: the scheduled interview's new date, time, duration, place and link. */
export default function RescheduleInterviewDialog({ current, onReschedule, onClose }: Props) {
  const { field, dialog } = useDialogForm(
    interviewRescheduleFormSchema,
    {
      scheduled_date: current?.scheduled_date ?? '',
      scheduled_time: current?.scheduled_time ?? '',
      duration_minutes: String(current?.duration_minutes ?? DEFAULT_INTERVIEW_DURATION),
      location: current?.location ?? '',
      meeting_link: current?.meeting_link ?? '',
    },
    onReschedule,
  );
  return (
    <FormDialog
      {...dialog}
      title={messages.scorecards.reschedule}
      submitLabel={messages.scorecards.reschedule}
      onClose={onClose}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <InterviewWhenFields field={field} />
      </Stack>
    </FormDialog>
  );
}
