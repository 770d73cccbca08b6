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

interface Props {
  /** Sends the checked form; the caller reports the outcome (a NoticeDialog) and closes this dialog. */
  onReschedule(form: InterviewRescheduleForm): Promise<void>;
  onClose(): void;
}

/** Reschedule (issue 29 item 6): the scheduled interview's new date, time, duration, place and link. */
export default function RescheduleInterviewDialog({ onReschedule, onClose }: Props) {
  const { field, dialog } = useDialogForm(
    interviewRescheduleFormSchema,
    {
      scheduled_date: '',
      scheduled_time: '',
      duration_minutes: String(DEFAULT_INTERVIEW_DURATION),
      location: '',
      meeting_link: '',
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
