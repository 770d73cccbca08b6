import type { InterviewRescheduleForm } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import RescheduleInterviewDialog from './RescheduleInterviewDialog';

interface Props {
  open: 'reschedule' | 'cancel' | null;
  /** Each reports its outcome (a NoticeDialog) and closes the dialog once the change is made. */
  onReschedule(form: InterviewRescheduleForm): Promise<void>;
  onCancelInterview(): Promise<void>;
  onClose(): void;
}

/** The scheduled interview moved (a form) or called off (asked first). */
export default function InterviewChangeDialogs({ open, onReschedule, onCancelInterview, onClose }: Props) {
  const [cancelling, setCancelling] = useState(false);
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
      {open === 'reschedule' && <RescheduleInterviewDialog onReschedule={onReschedule} onClose={onClose} />}
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
