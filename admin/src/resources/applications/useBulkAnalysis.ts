import type { BulkAnalysisProgress } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../../components/NoticeDialog';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';

/** How often a running analysis is asked how far it got. */
export const ANALYSIS_POLL_MS = 1000;

const text = messages.applications;

/** A run that could not be started or followed: a refusal's reason, else the one sentence for any failure. */
const failedAnalysis = (error: unknown): Notice => ({
  severity: 'error',
  title: text.analysisFailed,
  message: errorText(error, messages.applicationsList.analysisFailed),
});
const results = labels.applicationsAdmin.results;

/** The result dialog once every application of the run is processed. */
export function analysisNotice(progress: BulkAnalysisProgress): Notice {
  if (progress.failed === 0) {
    return {
      severity: 'success',
      title: text.aiAnalysisComplete,
      message: progress.progress_text,
      details: [{ label: labels.applicationsList.processed, value: progress.processed }],
    };
  }
  const details = [
    { label: results.success, value: progress.succeeded },
    { label: results.failed, value: progress.failed },
  ];
  if (progress.succeeded === 0) {
    return { severity: 'error', title: text.analysisFailed, message: progress.progress_text, details };
  }
  return { severity: 'warning', title: text.aiAnalysisCompletedWithErrors, message: progress.progress_text, details };
}

/**
 * Run AI Analysis: starts the server's batch and follows it until done. `progress` is the live
 * 'N of M processed' while it runs; `finished` receives the result dialog.
 */
export function useBulkAnalysis(finished: (notice: Notice) => void) {
  const [progress, setProgress] = useState<BulkAnalysisProgress | null>(null);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback(
    (current: BulkAnalysisProgress) => {
      setProgress(current);
      if (current.done) {
        setRunning(false);
        finished(analysisNotice(current));
        return;
      }
      timer.current = setTimeout(() => {
        dataProvider.aiAnalysisProgress(current.id).then(follow, (error: unknown) => {
          setRunning(false);
          finished(failedAnalysis(error));
        });
      }, ANALYSIS_POLL_MS);
    },
    [finished],
  );

  const start = useCallback(
    async (ids: string[]) => {
      setRunning(true);
      setProgress(null);
      try {
        follow(await dataProvider.startAiAnalysis(ids));
      } catch (error) {
        setRunning(false);
        finished(failedAnalysis(error));
      }
    },
    [follow, finished],
  );
  return { start, running, progress };
}
