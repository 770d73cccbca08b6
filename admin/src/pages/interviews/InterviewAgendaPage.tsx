import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_PERIODS,
  addDays,
  companyToday,
  type InterviewAgenda,
  type InterviewerFeed,
  labels,
} from '@careers/shared/client';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Grid, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import PageHeader from '../../components/PageHeader';
import { interviewAgendaCalls } from '../../providers/interview-agenda';
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

/**
 * The interview agenda (issue 16 item 2): the coming interviews by Bahrain day, and each
 * interviewer's private calendar feed. Loaded each time the page is shown.
 */
export default function InterviewAgendaPage() {
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get(DAYS_PARAM));
  const [agenda, setAgenda] = useState<InterviewAgenda | null>(null);
  const [feeds, setFeeds] = useState<InterviewerFeed[]>([]);
  const [loading, setLoading] = useState(true);

  const loadFeeds = useCallback(async () => {
    try {
      setFeeds((await interviewAgendaCalls.feeds()).data);
    } catch (error) {
      console.error(error);
    }
  }, []);
  const load = useCallback(async () => {
    setLoading(true);
    const from = companyToday();
    try {
      const [answer] = await Promise.all([interviewAgendaCalls.agenda(from, addDays(from, days - 1)), loadFeeds()]);
      setAgenda(answer);
    } catch (error) {
      // A failed read leaves the page as it was (spec section 8: data fetch failures are only logged).
      console.error(error);
    } finally {
      setLoading(false);
    }
  }, [days, loadFeeds]);
  useEffect(() => {
    void load();
  }, [load]);

  const grouped = useMemo(() => byDay(agenda?.data ?? []), [agenda]);
  const interviewers = useMemo(() => {
    const shown = interviewersOf(agenda?.data ?? []);
    const known = new Set(shown.map((person) => person.email));
    // An interviewer with a live feed stays listed (to revoke it) even with no interview in the period.
    const others = feeds
      .filter((feed) => !known.has(feed.interviewer_email))
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
        <Button startIcon={<RefreshIcon />} onClick={() => void load()} disabled={loading}>
          {text.refresh}
        </Button>
      </PageHeader>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {agenda === null || (loading && agenda.meta.to !== addDays(agenda.meta.from, days - 1)) ? (
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
        <Grid size={{ xs: 12, lg: 4 }}>
          <CalendarFeedsPanel interviewers={interviewers} feeds={feeds} onChanged={() => void loadFeeds()} />
        </Grid>
      </Grid>
    </Box>
  );
}
