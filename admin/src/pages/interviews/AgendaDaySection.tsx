import { type InterviewAgendaEntry, labels, longDayName, messages } from '@careers/shared/client';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import SimpleTable from '../../components/SimpleTable';
import { type AgendaDay, timeRange, webLink } from './agenda-format';

const text = labels.interviewAgenda;
/** Read by screen readers, not shown: the link's new-tab warning. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function MeetingLink({ link }: { link: string | null }) {
  const href = webLink(link);
  if (!link) return null;
  if (!href) return <>{link}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {text.joinMeeting}
      <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5 }} aria-hidden />
      {/* style, not sx: sx reads width 1 as 100 %, which stretched the page */}
      <Box component="span" style={visuallyHidden}>
        {` ${text.opensInNewTab}`}
      </Box>
    </Link>
  );
}

function InterviewRow({ entry }: { entry: InterviewAgendaEntry }) {
  return (
    <TableRow data-testid="agenda-interview" sx={entry.status === 'cancelled' ? { opacity: 0.6 } : undefined}>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{timeRange(entry)}</TableCell>
      <TableCell>
        {entry.application_id ? (
          <Link component={RouterLink} to={`/applications/${entry.application_id}`} sx={{ fontWeight: 600 }}>
            {entry.candidate_name}
          </Link>
        ) : (
          entry.candidate_name
        )}
        {entry.status === 'scheduled' ? null : <Chip size="small" label={text.statuses[entry.status]} sx={{ ml: 1 }} />}
        {entry.scorecards_missing > 0 && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={messages.scorecards.missingScorecards(entry.scorecards_missing)}
            sx={{ ml: 1 }}
          />
        )}
      </TableCell>
      <TableCell>{entry.posting_title}</TableCell>
      <TableCell>
        <Stack spacing={0.25}>
          {entry.interviewers.map((person) => (
            <span key={person.email} title={person.email}>
              {person.name}
            </span>
          ))}
        </Stack>
      </TableCell>
      <TableCell>{entry.location}</TableCell>
      <TableCell>
        <MeetingLink link={entry.meeting_link} />
      </TableCell>
    </TableRow>
  );
}

/** One Bahrain day of the agenda: its heading ('Tuesday 1 December 2026') and its interviews by time. */
export default function AgendaDaySection({ day }: { day: AgendaDay }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {longDayName(day.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.interviewCount(day.interviews.length)}
        </Typography>
      </Stack>
      <SimpleTable
        columns={[
          { label: text.time, width: 120 },
          text.candidate,
          text.posting,
          text.interviewers,
          text.location,
          text.meetingLink,
        ]}
        aria-labelledby={headingId}
        container={{ component: Paper, variant: 'outlined' }}
      >
        {day.interviews.map((entry) => (
          <InterviewRow key={entry.id} entry={entry} />
        ))}
      </SimpleTable>
    </Box>
  );
}
