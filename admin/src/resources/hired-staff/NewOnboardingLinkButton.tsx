import { labels, messages } from '@careers/shared/client';
import { Button } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { useConfirmedAction } from '../../hooks/useConfirmedAction';
import { dataProvider } from '../../providers/data-provider';

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
  // The server's own words when it refused (onboarding complete meanwhile), else the general one.
  const confirmed = useConfirmedAction(messages.hiredStaff.newOnboardingLinkFailed);
  if (access.canAccess !== true) return null;

  const ask = () =>
    confirmed.ask({
      tone: 'warning',
      title: text.sendNewOnboardingLinkConfirm.title,
      message: text.sendNewOnboardingLinkConfirm.body(email),
      confirmLabel: text.sendNewOnboardingLinkConfirm.confirm,
      run: async () => {
        const answer = await dataProvider.newOnboardingLink(employeeId);
        notify(answer.message, { type: answer.email_sent ? 'success' : 'warning' });
        onSent();
      },
    });

  return (
    <>
      <Button onClick={ask}>{text.sendNewOnboardingLink}</Button>
      {confirmed.dialog}
    </>
  );
}
