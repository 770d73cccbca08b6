import { labels, messages } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Button, Stack, Toolbar } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import ConfirmDialog from '../../components/ConfirmDialog';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';
import type { ApplicationRow } from './application-row';
import { downloadCvArchive } from './cv-download';
import { useBulkAnalysis } from './useBulkAnalysis';

const text = messages.applications;
const own = messages.applicationsList;
const names = labels.applicationsAdmin.bulk;
const results = labels.applicationsAdmin.results;

interface Props {
  selected: ApplicationRow[];
  /**
   * After work that changed applications: the list reloads, and the selection keeps only `kept`, the
   * applications the work failed for, so the recruiter can try again without choosing them again.
   */
  onDone(kept: readonly string[]): void;
}

const noSelection: Notice = { severity: 'warning', title: text.noSelection, message: own.selectFirst };

/** Download CVs, Run AI Analysis and Reject with Email for the chosen rows (docs/requirements.md#applications-list-manage_applications). */
export default function BulkActionBar({ selected, onDone }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<'analysis' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = selected.map((row) => row.id);

  // The selection as it was when the analysis started: a run with failures keeps it all.
  const analysed = useRef<string[]>([]);
  const finishAnalysis = useCallback(
    (result: Notice) => {
      setAsking(null);
      setNotice(result);
      onDone(result.severity === 'success' ? [] : analysed.current);
    },
    [onDone],
  );
  const analysis = useBulkAnalysis(finishAnalysis);

  const downloadCvs = async () => {
    if (selected.length === 0) return setNotice(noSelection);
    const withCv = selected.filter((row) => row.has_cv !== false);
    if (withCv.length === 0) {
      return setNotice({ severity: 'warning', title: text.noCvsFound, message: own.noCvsInSelection });
    }
    setBusy(true);
    setNotice(await downloadCvArchive({ ids: withCv.map((row) => row.id) }, withCv.length));
    setBusy(false);
  };

  const reject = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.rejectApplications(ids);
      const skipped = answer.results.filter((result) => result.skipped).length;
      const failedIds = answer.results.filter((result) => !result.ok).map((result) => result.id);
      const failed = failedIds.length;
      const succeeded = answer.results.length - skipped - failed;
      setNotice({
        severity: failed > 0 ? 'warning' : 'success',
        title: text.rejectionEmailsSent,
        message: own.rejectSummary(succeeded, failed, skipped),
        details: [
          { label: results.success, value: succeeded },
          { label: results.failed, value: failed },
          ...(skipped > 0 ? [{ label: results.alreadyRejected, value: skipped }] : []),
        ],
      });
      onDone(failedIds);
    } catch (error) {
      // Nothing was done: the selection stays as it is, for another try.
      setNotice({ severity: 'error', title: text.error, message: errorText(error, own.rejectFailed) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const ask = (action: 'analysis' | 'reject') => (selected.length === 0 ? setNotice(noSelection) : setAsking(action));

  return (
    <>
      <Toolbar disableGutters variant="dense" aria-label={labels.applicationsList.bulkActions} role="toolbar">
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button startIcon={<DownloadIcon />} onClick={() => void downloadCvs()} disabled={busy}>
            {names.downloadCvs}
          </Button>
          <Button startIcon={<PsychologyIcon />} onClick={() => ask('analysis')} disabled={busy || analysis.running}>
            {names.runAiAnalysis}
          </Button>
          <Button startIcon={<EmailIcon />} color="error" onClick={() => ask('reject')} disabled={busy}>
            {names.rejectWithEmail}
          </Button>
        </Stack>
      </Toolbar>
      <ConfirmDialog
        open={asking === 'analysis'}
        tone="warning"
        title={text.runAiAnalysis}
        message={analysis.progress?.progress_text ?? text.runAiAnalysisConfirm(selected.length)}
        confirmLabel={names.runAiAnalysis}
        busy={analysis.running}
        onConfirm={() => {
          analysed.current = ids;
          void analysis.start(ids);
        }}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'reject'}
        tone="danger"
        title={text.sendRejectionEmails}
        message={own.rejectConfirm(selected.length)}
        confirmLabel={text.sendRejectionEmails}
        busy={busy}
        onConfirm={() => void reject()}
        onCancel={() => setAsking(null)}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
