import { labels, messages } from '@careers/shared/client';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import ConfirmDialog from '../../components/ConfirmDialog';
import { errorText } from '../../providers/api';
import { hiredStaffActions } from '../../providers/hired-staff-actions';

const text = labels.hiredStaffAdmin;

interface Props {
  employeeId: string;
  email: string;
  /** After a new link went out: the dialog reads the employee again. */
  onSent(): void;
}

/**
 * Send New Onboarding Link, for an employee still onboarding: asks first, since the link mailed
 * before stops working. Shown only to admins who may change Hired Staff.
 */
export default function NewOnboardingLinkButton({ employeeId, email, onSent }: Props) {
  const access = useCanAccess({ resource: 'hired-staff', action: 'edit' });
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (access.canAccess !== true) return null;

  const send = async () => {
    setBusy(true);
    try {
      const answer = await hiredStaffActions.newOnboardingLink(employeeId);
      notify(answer.message, { type: answer.email_sent ? 'success' : 'warning' });
      onSent();
    } catch (error) {
      // The server's own words when it refused (onboarding complete meanwhile), else the general one.
      notify(errorText(error, messages.hiredStaff.newOnboardingLinkFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button onClick={() => setAsking(true)}>{text.sendNewOnboardingLink}</Button>
      <ConfirmDialog
        open={asking}
        tone="warning"
        title={text.sendNewOnboardingLinkConfirm.title}
        message={text.sendNewOnboardingLinkConfirm.body(email)}
        confirmLabel={text.sendNewOnboardingLinkConfirm.confirm}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
