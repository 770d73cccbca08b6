import { messages } from '@careers/shared/client';
import { CircularProgress, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { errorText } from '../../../../providers/api';
import { dataProvider } from '../../../../providers/data-provider';
import { useApplicationScorecards } from '../applicationCalls';
import ScorecardsTab from './ScorecardsTab';

/** The Scorecards tab in the dialog: the application's scorecards fetched, and Send Reminder sent. */
export default function ScorecardsPanel({ id }: { id: string }) {
  const scorecards = useApplicationScorecards(id, true);
  const { refetch } = scorecards;
  const { canAccess: canRemind = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const notify = useNotify();
  const [remindingId, setRemindingId] = useState<string | null>(null);
  // One function for every row, so the tables beneath render again only when the scorecards change.
  const onRemind = useCallback(
    (scorecardId: string) => {
      const send = async () => {
        setRemindingId(scorecardId);
        try {
          const answer = await dataProvider.sendScorecardReminder(scorecardId);
          notify(answer.message, { type: 'success' });
          void refetch();
        } catch (error) {
          // Already submitted (409) or reminded within the hour (429): the server's own reason.
          notify(errorText(error, messages.scorecards.reminderFailed), { type: 'error' });
        } finally {
          setRemindingId(null);
        }
      };
      void send();
    },
    [notify, refetch],
  );

  if (scorecards.isPending) return <CircularProgress aria-label={messages.scorecards.tab} />;
  if (scorecards.isError) {
    return <Typography role="alert">{errorText(scorecards.error, messages.common.noAnswer)}</Typography>;
  }
  return (
    <ScorecardsTab scorecards={scorecards.data} canRemind={canRemind} onRemind={onRemind} remindingId={remindingId} />
  );
}
