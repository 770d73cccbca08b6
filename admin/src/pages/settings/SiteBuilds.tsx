import type { SiteBuildHistory, SiteBuildRun } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Alert, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import SimpleTable from '../../components/SimpleTable';
import { toneChipSx } from '../../components/tone-chip';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';
import { momentOf, secondsOf } from './ops-format';

const text = labels.settings.siteBuilds;
const FOLLOW_MS = 5000;
const TONES = { queued: null, running: 'info', succeeded: 'success', failed: 'error' } as const;

/** A build's status, in its colour with text that reads on it (the applications' tone chips). */
function StatusChip({ status }: { status: SiteBuildRun['status'] }) {
  const tone = TONES[status];
  return <Chip size="small" label={text.status[status]} sx={tone ? toneChipSx(tone) : undefined} />;
}

const buildInProgress = (history: SiteBuildHistory | undefined) =>
  Boolean(history?.queued || history?.builds.some((build) => build.status === 'running'));

/** Settings → Advanced: the live release of the public site, its latest builds, and Rebuild now. */
export default function SiteBuilds() {
  const notify = useNotify();
  const { data: history, refetch } = useQuery({
    queryKey: ['settings', 'site-builds'],
    queryFn: dataProvider.siteBuilds,
    // While a build waits or runs, the card follows it until it has finished.
    refetchInterval: (query) => (buildInProgress(query.state.data) ? FOLLOW_MS : false),
    // Followed whether or not the window has focus, as before: a build ends while the admin looks away.
    refetchIntervalInBackground: true,
  });
  const [asking, setAsking] = useState(false);

  const rebuild = async () => {
    setAsking(true);
    try {
      notify((await dataProvider.rebuildSite()).message, { type: 'success' });
      await refetch();
    } catch (error) {
      notify(errorText(error, messages.common.noAnswer), { type: 'error' });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6">
        {text.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography>
          {text.live}: <strong>{history?.live ?? text.noRelease}</strong>
        </Typography>
        <Button variant="outlined" onClick={() => void rebuild()} disabled={asking}>
          {text.rebuild}
        </Button>
      </Stack>
      {history?.queued && <Alert severity="info">{text.queued}</Alert>}
      {history && (
        <SimpleTable
          empty={text.empty}
          columns={[
            text.columns.status,
            text.columns.trigger,
            text.columns.started,
            { label: text.columns.duration, align: 'right' },
            { label: text.columns.pages, align: 'right' },
          ]}
          aria-label={text.title}
        >
          {history.builds.map((build) => (
            <TableRow key={build.id}>
              <TableCell>
                <StatusChip status={build.status} />
              </TableCell>
              <TableCell title={build.error_tail ?? undefined}>{build.trigger}</TableCell>
              <TableCell>{momentOf(build.started_at)}</TableCell>
              <TableCell align="right">{secondsOf(build.duration_ms)}</TableCell>
              <TableCell align="right">{build.pages ?? '—'}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </Stack>
  );
}
