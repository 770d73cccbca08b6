import type { ScorerUpgradeProgress } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';
import { momentOf } from './ops-format';

const text = labels.settings.backgroundWork;
// The Retry column's name, for screen readers only (the buttons say what they do).
// In px: sx reads width 1 as 100 %.
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

function Counts<State extends string>({
  title,
  counts,
  names,
}: {
  title: string;
  counts: Record<State, number>;
  names: Record<State, string>;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ minWidth: 140 }}>
        {title}
      </Typography>
      {(Object.keys(names) as State[]).map((state) => (
        <Chip key={state} size="small" variant="outlined" label={text.stateCount(names[state], counts[state] ?? 0)} />
      ))}
    </Stack>
  );
}

interface FailedRow {
  key: string;
  what: string;
  attempts: number;
  error: string;
  when: string | null;
  retry: (() => void) | null;
  /** Its Retry is on its way to the server: the button waits for the answer. */
  retrying: boolean;
}

function Failures({ title, rows }: { title: string; rows: FailedRow[] }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{text.nothingFailed}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{text.columns.what}</TableCell>
                <TableCell align="right">{text.columns.attempts}</TableCell>
                <TableCell>{text.columns.error}</TableCell>
                <TableCell>
                  <Box component="span" sx={HIDDEN}>
                    {text.retry}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>
                    {row.what}
                    <Typography variant="body2" color="text.secondary">
                      {momentOf(row.when)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.attempts}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.error}</TableCell>
                  <TableCell>
                    {row.retry && (
                      <Button size="small" onClick={row.retry} disabled={row.retrying}>
                        {text.retry}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/** The latest rescoring after a scorer upgrade: how far it is, and which scorers it uses. */
function Rescoring({ progress }: { progress: ScorerUpgradeProgress }) {
  const share = progress.total ? Math.round((100 * progress.processed) / progress.total) : 100;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" variant="subtitle1">
          {text.rescoring}
        </Typography>
        <Chip
          size="small"
          color={progress.done ? 'success' : 'info'}
          variant="outlined"
          label={progress.done ? text.rescoringDone : text.rescoringRunning}
        />
      </Stack>
      <LinearProgress variant="determinate" value={share} aria-label={text.rescoring} />
      <Typography>{progress.progress_text}</Typography>
      <Typography variant="body2" color="text.secondary">
        {text.rescoringScorers(progress.scorers)} · {momentOf(progress.created_at)}
      </Typography>
    </Stack>
  );
}

/** Settings → Advanced, for ops: the job queue and e-mail outbox by state, what failed and why, Retry. */
export default function BackgroundWork() {
  const notify = useNotify();
  const { data: work, refetch } = useQuery({
    queryKey: ['settings', 'background-work'],
    queryFn: dataProvider.backgroundWork,
    // While scores are recomputed after an upgrade, the card follows them.
    refetchInterval: (query) => (query.state.data?.rescoring && !query.state.data.rescoring.done ? 3000 : false),
  });

  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, on: boolean) =>
    setRetrying((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const retry = async (kind: 'jobs' | 'messages', id: number, key: string) => {
    mark(key, true);
    try {
      notify((await dataProvider.retryBackgroundWork(kind, id)).message, { type: 'success' });
    } catch (error) {
      notify(errorText(error, messages.common.noAnswer), { type: 'error' });
    }
    await refetch();
    mark(key, false);
  };

  if (!work) return null;
  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6">
        {text.title}
      </Typography>
      <Counts title={text.jobs} counts={work.jobs} names={text.jobStates} />
      <Counts title={text.outbox} counts={work.outbox} names={text.outboxStates} />
      {work.rescoring && <Rescoring progress={work.rescoring} />}
      <Failures
        title={text.failedJobs}
        rows={work.failed_jobs.map((job) => ({
          key: `job-${job.id}`,
          what: job.kind,
          attempts: job.attempts,
          error: job.last_error,
          when: job.finished_at,
          retry: () => void retry('jobs', job.id, `job-${job.id}`),
          retrying: retrying.has(`job-${job.id}`),
        }))}
      />
      <Failures
        title={text.failedMessages}
        rows={work.failed_messages.map((message) => ({
          key: `message-${message.id}`,
          what: text.messageTo(message.purpose, message.recipient),
          attempts: message.attempts,
          error: message.last_error,
          when: message.updated_at,
          retry: message.retryable ? () => void retry('messages', message.id, `message-${message.id}`) : null,
          retrying: retrying.has(`message-${message.id}`),
        }))}
      />
    </Stack>
  );
}
