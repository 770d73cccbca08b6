import type { InterviewRescheduleForm } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { useApplicationScorecards } from './applicationCalls';
import RescheduleInterviewDialog from './RescheduleInterviewDialog';

interface Props {
  /** The application whose scheduled interview changes. */
  id: string;
  open: 'reschedule' | 'cancel' | null;
  /** Each reports its outcome (a NoticeDialog) and closes the dialog once the change is made. */
  onReschedule(form: InterviewRescheduleForm): Promise<void>;
  onCancelInterview(): Promise<void>;
  onClose(): void;
}

/** The scheduled interview moved (a form) or called off (asked first). */
export default function InterviewChangeDialogs({ id, open, onReschedule, onCancelInterview, onClose }: Props) {
  const [cancelling, setCancelling] = useState(false);
  // Reschedule starts from the interview as booked: its scorecards' answer names it.
  const scorecards = useApplicationScorecards(id, open === 'reschedule');
  const booked = scorecards.data?.interviews.find((interview) => interview.interview_status === 'scheduled') ?? null;
  const ready = open === 'reschedule' && !scorecards.isPending;
  const cancel = async () => {
    setCancelling(true);
    try {
      await onCancelInterview();
    } finally {
      setCancelling(false);
    }
  };
  return (
    <>
      {ready && <RescheduleInterviewDialog current={booked} onReschedule={onReschedule} onClose={onClose} />}
      <ConfirmDialog
        open={open === 'cancel'}
        tone="danger"
        title={messages.scorecards.cancelInterview}
        message={messages.scorecards.cancelConfirm}
        confirmLabel={messages.scorecards.cancelInterview}
        busy={cancelling}
        onConfirm={() => void cancel()}
        onCancel={onClose}
      />
    </>
  );
}
