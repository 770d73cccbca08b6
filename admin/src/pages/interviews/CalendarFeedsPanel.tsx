import { type InterviewerFeed, type InterviewPerson, labels, messages } from '@careers/shared/client';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { companyDate } from '../../format/company-time';
import { useConfirmedAction } from '../../hooks/useConfirmedAction';
import { dataProvider } from '../../providers/data-provider';
import FeedLinkDialog, { type ShownFeed } from './FeedLinkDialog';

const text = labels.interviewAgenda;

interface Props {
  interviewers: InterviewPerson[];
  feeds: InterviewerFeed[];
  /** After a feed was made or revoked: the page reads the live feeds again. */
  onChanged(): void;
}

/** Name and address, the address once when it is all that is known of the interviewer. */
const personLine = (person: InterviewPerson) =>
  person.name === person.email ? person.email : `${person.name} · ${person.email}`;

/** Per interviewer: their private calendar feed, made (shown once), replaced or revoked. */
export default function CalendarFeedsPanel({ interviewers, feeds, onChanged }: Props) {
  const headingId = useId();
  const notify = useNotify();
  const confirmed = useConfirmedAction(messages.interviewAgenda.feedFailed);
  const [shown, setShown] = useState<ShownFeed | null>(null);
  const feedOf = (email: string) => feeds.find((feed) => feed.interviewer_email === email);

  /** A new link (the old one, if any, stops working), shown once in its own dialog. */
  const create = (person: InterviewPerson) => async () => {
    const { data, message } = await dataProvider.createInterviewerFeed(person.email);
    setShown({ name: person.name, url: data.url, message });
    onChanged();
  };
  const revoke = (person: InterviewPerson) => async () => {
    notify((await dataProvider.revokeInterviewerFeed(person.email)).message, { type: 'success' });
    onChanged();
  };
  const askReplace = (person: InterviewPerson) =>
    confirmed.ask({
      tone: 'warning',
      title: text.newFeedLink,
      message: text.replaceConfirm(person.name),
      confirmLabel: text.newFeedLink,
      run: create(person),
    });
  const askRevoke = (person: InterviewPerson) =>
    confirmed.ask({
      tone: 'danger',
      title: text.revoke,
      message: text.revokeConfirm(person.name),
      confirmLabel: text.revoke,
      run: revoke(person),
    });

  return (
    // A long interviewer e-mail wraps inside the panel instead of widening the page.
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, overflowWrap: 'anywhere' }}>
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
                      disabled={confirmed.busy}
                      aria-label={`${feed ? text.newFeedLink : text.calendarFeed}: ${person.name}`}
                      onClick={() => (feed ? askReplace(person) : void confirmed.perform(create(person)))}
                    >
                      {feed ? text.newFeedLink : text.calendarFeed}
                    </Button>
                    {feed ? (
                      <Button
                        size="small"
                        color="error"
                        disabled={confirmed.busy}
                        aria-label={`${text.revoke}: ${person.name}`}
                        onClick={() => askRevoke(person)}
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
      {confirmed.dialog}
      <FeedLinkDialog feed={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
