import { type InterviewerFeed, type InterviewPerson, labels, messages } from '@careers/shared/client';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import ConfirmDialog from '../../components/ConfirmDialog';
import { companyDate } from '../../format/company-time';
import { errorText } from '../../providers/api';
import { interviewAgendaCalls } from '../../providers/interview-agenda';
import FeedLinkDialog, { type ShownFeed } from './FeedLinkDialog';

const text = labels.interviewAgenda;

interface Props {
  interviewers: InterviewPerson[];
  feeds: InterviewerFeed[];
  /** After a feed was made or revoked: the page reads the live feeds again. */
  onChanged(): void;
}

type Pending = { kind: 'replace' | 'revoke'; person: InterviewPerson } | null;

/** Name and address, the address once when it is all that is known of the interviewer. */
const personLine = (person: InterviewPerson) =>
  person.name === person.email ? person.email : `${person.name} · ${person.email}`;

/** Per interviewer: their private calendar feed, made (shown once), replaced or revoked. */
export default function CalendarFeedsPanel({ interviewers, feeds, onChanged }: Props) {
  const headingId = useId();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ShownFeed | null>(null);
  const feedOf = (email: string) => feeds.find((feed) => feed.interviewer_email === email);

  const run = async (kind: 'create' | 'revoke', person: InterviewPerson) => {
    setBusy(true);
    try {
      if (kind === 'create') {
        const { data, message } = await interviewAgendaCalls.createFeed(person.email);
        setShown({ name: person.name, url: data.url, message });
      } else {
        notify((await interviewAgendaCalls.revokeFeed(person.email)).message, { type: 'success' });
      }
      onChanged();
    } catch (error) {
      notify(errorText(error, messages.interviewAgenda.feedFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {text.feedsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.feedsHelp}
      </Typography>
      {interviewers.length === 0 ? (
        <Typography variant="body2">{text.noInterviewers}</Typography>
      ) : (
        <List dense disablePadding>
          {interviewers.map((person) => {
            const feed = feedOf(person.email);
            return (
              <ListItem key={person.email} disableGutters divider data-testid="feed-interviewer">
                <Stack sx={{ width: '100%' }} spacing={1}>
                  <ListItemText
                    primary={personLine(person)}
                    secondary={feed ? text.feedActiveSince(companyDate(feed.created_at)) : text.noFeed}
                  />
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<EventIcon />}
                      disabled={busy}
                      aria-label={`${feed ? text.newFeedLink : text.calendarFeed}: ${person.name}`}
                      onClick={() => (feed ? setPending({ kind: 'replace', person }) : void run('create', person))}
                    >
                      {feed ? text.newFeedLink : text.calendarFeed}
                    </Button>
                    {feed ? (
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        aria-label={`${text.revoke}: ${person.name}`}
                        onClick={() => setPending({ kind: 'revoke', person })}
                      >
                        {text.revoke}
                      </Button>
                    ) : null}
                  </Box>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.kind === 'revoke' ? 'danger' : 'warning'}
        title={pending?.kind === 'revoke' ? text.revoke : text.newFeedLink}
        message={
          pending ? (pending.kind === 'revoke' ? text.revokeConfirm : text.replaceConfirm)(pending.person.name) : ''
        }
        confirmLabel={pending?.kind === 'revoke' ? text.revoke : text.newFeedLink}
        busy={busy}
        onConfirm={() => pending && void run(pending.kind === 'revoke' ? 'revoke' : 'create', pending.person)}
        onCancel={() => setPending(null)}
      />
      <FeedLinkDialog feed={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
