import { labels, messages } from '@careers/shared/client';
import { CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTimeline } from './applicationCalls';
import { dateTime } from './format';
import type { TimelineEntry } from './types';

const text = labels.applicationDialog.timeline;

const EMAIL_STATES: Record<string, string> = {
  sent: text.emailSent,
  scheduled: text.emailScheduled,
  cancelled: text.emailCancelled,
  failed: text.emailFailed,
};
const CV_ACTIONS: Record<string, string> = { viewed: text.cvViewed, downloaded: text.cvDownloaded };

const pick = (map: Record<string, string>, key: string | null | undefined): string =>
  (key && Object.hasOwn(map, key) && map[key]) || (key ?? '');

function headline(entry: TimelineEntry): string {
  if (entry.kind === 'status') return text.status(entry.from_status ?? null, entry.to_status ?? '');
  if (entry.kind === 'email') return pick(EMAIL_STATES, entry.state);
  return pick(CV_ACTIONS, entry.action);
}

/** The status history, the e-mails sent, scheduled or cancelled, and who opened the CV, oldest first. */
export default function TimelineTab({ id }: { id: string }) {
  const timeline = useTimeline(id, true);
  if (timeline.isPending) return <CircularProgress aria-label={labels.applicationDialog.tabs.timeline} />;
  const entries = timeline.data ?? [];
  if (entries.length === 0) return <Typography>{messages.applicationDialog.noTimeline}</Typography>;
  return (
    <List dense aria-label={labels.applicationDialog.tabs.timeline}>
      {entries.map((entry, index) => (
        // Two events may share a time; the server's order is the timeline's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={index} disableGutters data-kind={entry.kind}>
          <ListItemText
            primary={[headline(entry), entry.detail].filter(Boolean).join(' — ')}
            secondary={`${dateTime(entry.at)} · ${text.by(entry.actor ?? text.system)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
