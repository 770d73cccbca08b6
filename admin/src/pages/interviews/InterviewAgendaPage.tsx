import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_PERIODS,
  addDays,
  companyToday,
  type InterviewAgenda,
  type InterviewerFeed,
  labels,
  messages,
} from '@careers/shared/client';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Grid, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { forListers } from '../../components/list-access';
import PageHeader from '../../components/PageHeader';
import { dataProvider } from '../../providers/data-provider';
import AgendaDaySection from './AgendaDaySection';
import { byDay, interviewersOf } from './agenda-format';
import CalendarFeedsPanel from './CalendarFeedsPanel';

const text = labels.interviewAgenda;
/** The URL query key of the period, so a reload or a link keeps it. */
const DAYS_PARAM = 'days';

function periodOf(value: string | null): number {
  const days = Number(value);
  return (AGENDA_PERIODS as readonly number[]).includes(days) ? days : AGENDA_DEFAULT_DAYS;
}

function AgendaSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" data-testid="agenda-loading">
      {[0, 1].map((day) => (
        <Box key={day}>
          <Skeleton variant="text" width={260} height={32} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      ))}
    </Stack>
  );
}

/** The interviewers' live feeds; a failed read is only logged, as every read is, and lists none. */
async function liveFeeds(): Promise<InterviewerFeed[]> {
  try {
    return (await dataProvider.interviewerFeeds()).data;
  } catch (error) {
    console.error(error);
    return [];
  }
}

/**
 * The interview agenda: the coming interviews by Bahrain day, and each
 * interviewer's private calendar feed. Loaded each time the page is shown.
 */
function AgendaPage() {
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get(DAYS_PARAM));
  // Keyed by the period: an answer for an earlier period never shows once the period changed.
  const agendaQuery = useQuery({
    queryKey: ['interviews', days],
    queryFn: (): Promise<InterviewAgenda> => {
      const from = companyToday();
      return dataProvider.interviewAgenda(from, addDays(from, days - 1));
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const feedsQuery = useQuery({ queryKey: ['interviews', 'feeds'], queryFn: liveFeeds, refetchOnWindowFocus: false });
  const agenda = agendaQuery.data ?? null;
  const feeds = feedsQuery.data ?? [];
  const refresh = () => {
    void agendaQuery.refetch();
    void feedsQuery.refetch();
  };

  const grouped = useMemo(() => byDay(agenda?.data ?? []), [agenda]);
  const interviewers = useMemo(() => {
    const shown = interviewersOf(agenda?.data ?? []);
    const known = new Set(shown.map((person) => person.email));
    // An interviewer with a live feed stays listed (to revoke it) even with no interview in the period.
    const others = feeds
      .filter((feed) => !known.has(feed.interviewer_email))
      // Known only by the e-mail address, which stands for the name (the panel shows it once).
      .map((feed) => ({ name: feed.interviewer_email, email: feed.interviewer_email }));
    return [...shown, ...others];
  }, [agenda, feeds]);

  const choosePeriod = (value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(DAYS_PARAM, value);
      return next;
    });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={text.title} subtitle={text.subtitle}>
        <TextField
          select
          size="small"
          label={text.period}
          value={String(days)}
          onChange={(event) => choosePeriod(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {AGENDA_PERIODS.map((period) => (
            <MenuItem key={period} value={String(period)}>
              {text.periodDays(period)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={agendaQuery.isFetching}>
          {text.refresh}
        </Button>
      </PageHeader>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ minWidth: 0 }}>
          {agenda === null && agendaQuery.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void agendaQuery.refetch()}>
                  {text.retry}
                </Button>
              }
            >
              {messages.interviewAgenda.agendaFailed}
            </Alert>
          ) : agenda === null ? (
            <AgendaSkeleton />
          ) : grouped.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{text.empty}</Typography>
            </Paper>
          ) : (
            <Stack spacing={3}>
              {agenda.meta.truncated ? <Alert severity="info">{text.truncated(agenda.data.length)}</Alert> : null}
              {grouped.map((day) => (
                <AgendaDaySection key={day.date} day={day} />
              ))}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} sx={{ minWidth: 0 }}>
          <CalendarFeedsPanel interviewers={interviewers} feeds={feeds} onChanged={() => void feedsQuery.refetch()} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** Only for admins who may manage applications: nothing of the page is asked for otherwise. */
export default forListers('interviews', AgendaPage);
