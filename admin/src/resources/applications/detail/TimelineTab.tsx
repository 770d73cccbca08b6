import { labels, messages } from '@careers/shared/client';
import { CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { companyDateTime } from '../../../format/company-time';
import { useTimeline } from './applicationCalls';
import type { TimelineEntry } from './types';

const text = labels.applicationDialog.timeline;

const EMAIL_STATES = {
  sent: text.emailSent,
  scheduled: text.emailScheduled,
  cancelled: text.emailCancelled,
  failed: text.emailFailed,
} as const;
const CV_ACTIONS = { viewed: text.cvViewed, downloaded: text.cvDownloaded } as const;

function describe(entry: TimelineEntry): { headline: string; detail: string | null; by: string | null } {
  if (entry.kind === 'status')
    return { headline: text.status(entry.from, entry.to), detail: entry.reason, by: entry.by };
  if (entry.kind === 'email') {
    return {
      headline: EMAIL_STATES[entry.state],
      detail: [entry.subject, entry.reason].filter(Boolean).join(' — '),
      by: null,
    };
  }
  return { headline: CV_ACTIONS[entry.action], detail: null, by: entry.by };
}

/** The status history, the e-mails sent, scheduled or cancelled, and who opened the CV, newest first. */
export default function TimelineTab({ id }: { id: string }) {
  const timeline = useTimeline(id, true);
  if (timeline.isPending) return <CircularProgress aria-label={labels.applicationDialog.tabs.timeline} />;
  const entries = timeline.data ?? [];
  if (entries.length === 0) return <Typography>{messages.applicationDialog.noTimeline}</Typography>;
  return (
    <List dense aria-label={labels.applicationDialog.tabs.timeline}>
      {entries.map((entry, index) => {
        const line = describe(entry);
        return (
          // Two events may share a time; the server's order is the timeline's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ListItem key={index} disableGutters data-kind={entry.kind}>
            <ListItemText
              primary={[line.headline, line.detail].filter(Boolean).join(' — ')}
              secondary={`${companyDateTime(entry.at)} · ${text.by(line.by ?? text.system)}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
