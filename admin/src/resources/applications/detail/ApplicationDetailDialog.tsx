import type { HireForm, InterviewRescheduleForm, InterviewScheduleForm } from '@careers/shared';
import { type ApplicationStatus, labels, messages } from '@careers/shared/client';
import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useCanAccess, useNotify, useRefresh } from 'react-admin';
import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import NoticeDialog, { type Notice } from '../../../components/NoticeDialog';
import { companyDateTime } from '../../../format/company-time';
import { errorText } from '../../../providers/api';
import { dataProvider } from '../../../providers/data-provider';
import { downloadOneCv } from '../cv-download';
import { useApplicationRecord, useApplicationScorecards, useNeighbours, usePrefetch } from './applicationCalls';
import DetailFooter, { isHired } from './DetailFooter';
import DetailHeader from './DetailHeader';
import DetailTabContent from './DetailTabContent';
import DetailTabs from './DetailTabs';
import DuplicateBanner from './DuplicateBanner';
import HireDialog from './HireDialog';
import InterviewChangeDialogs from './InterviewChangeDialogs';
import InterviewScoreDialog from './InterviewScoreDialog';
import { type ActionAnswer, outcomeNotice } from './outcome-notice';
import { type DetailState, type DetailTab, listPlaceOf, searchAtPosition, tabOf } from './place';
import RejectionPanel from './RejectionPanel';
import ScheduleInterviewDialog from './ScheduleInterviewDialog';
import { TRIAGE_KEYS_NOTICE } from './triage-keys-notice';
import { type TriageKey, useTriageKeys } from './useTriageKeys';

type Open = 'reject' | 'score' | 'interview' | 'reschedule' | 'cancel' | 'hire' | null;
/** A dialog over this one: the triage keys wait until it closes. */
const KEYS_WAIT_FOR: ReadonlySet<Open> = new Set<Open>(['score', 'interview', 'reschedule', 'cancel', 'hire']);

/**
 * One application over the list, at /applications/:id/:tab? with the list's query kept: the header,
 * duplicate banner, tabs, footer actions and the triage keys that move through the list.
 */
export function ApplicationDetailDialog() {
  const { id = '', tab: tabParam } = useParams();
  const tab = tabOf(tabParam);
  const location = useLocation();
  const state = (location.state ?? {}) as DetailState;
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const prefetch = usePrefetch();
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  // On a phone the dialog takes the whole screen: its tabs and facts need every pixel.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const beneath = useOutletContext<{ reload?: () => void } | undefined>();
  const { canAccess: canManage = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  // Erasure at a candidate's request is a privacy officer's act (shared PRIVACY_OFFICER).
  const { canAccess: mayErase = false } = useCanAccess({ resource: 'privacy', action: 'edit' });
  const record = useApplicationRecord(id);
  // The score the interviewers' recommendations suggest, offered in Update Score.
  const scorecards = useApplicationScorecards(id, open === 'score' && record.data?.scorecards != null);
  const fromList = state.from === undefined;
  const neighbours = useNeighbours(id, listPlaceOf(location.search), fromList);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const { previous, next } = neighbours.data ?? { previous: null, next: null };
  // The applicants either side are fetched ahead, so j and k show them at once.
  useEffect(() => {
    if (next) void prefetch(next);
    if (previous) void prefetch(previous);
  }, [next, previous, prefetch]);
  // A new applicant starts with no panel or dialog open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the applicant changes
  useEffect(() => setOpen(null), [id]);

  const go = (to: string, replace = false) =>
    navigate({ pathname: to, search: location.search }, { state: location.state, replace });
  const showTab = (value: DetailTab) => go(`/applications/${id}/${value}`, true);
  const move = (target: string | null, offset: number) => {
    if (!target || !neighbours.data) return notify(messages.applicationDialog.endOfList, { type: 'info' });
    const { position } = neighbours.data;
    navigate(
      {
        pathname: `/applications/${target}/${tab}`,
        search: position === null ? location.search : searchAtPosition(location.search, position + offset),
      },
      { state: location.state },
    );
  };
  const close = () => {
    navigate(state.from ?? { pathname: '/applications', search: location.search });
    // The list beneath reloads its rows and filter choices; anywhere else, the page's queries.
    if (beneath?.reload) beneath.reload();
    else refresh();
  };

  /** Runs a change; the record, its timeline and the list beneath are read again after it. */
  const act = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
      refresh();
    } catch (error) {
      notify(errorText(error, messages.common.noAnswer), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const onStatus = (status: ApplicationStatus) =>
    act(async () => {
      const answer = await dataProvider.changeApplicationStatus(id, status, 'detail');
      if (status !== 'hired') {
        return void notify(answer.message ?? messages.applicationDialog.statusUpdated(status), { type: 'success' });
      }
      const failed = answer.hiring_email === 'failed';
      setNotice({
        severity: failed ? 'warning' : 'success',
        title: labels.applicationDetail.changeStatus,
        message:
          answer.message ??
          (failed ? messages.applications.statusHiredEmailFailed : messages.applications.statusHiredEmailSent),
      });
    });
  const onLegalHold = (reason: string | null) =>
    act(async () => {
      const answer = await dataProvider.setLegalHold(id, reason);
      notify(answer.message, { type: 'success' });
    });
  const onErase = () =>
    act(async () => {
      const answer = await dataProvider.eraseOnRequest(id);
      notify(answer.message, { type: answer.held > 0 ? 'warning' : 'success' });
    });
  const onShortlist = () =>
    act(async () => {
      await dataProvider.shortlistApplication(id);
      notify(messages.applicationDialog.shortlisted, { type: 'success' });
    });
  const onSchedule = async (date: string, time: string) => {
    const answer = await dataProvider.scheduleRejection(id, date, time);
    setOpen(null);
    if (answer.email_sent) {
      notify(messages.applicationDialog.rejectionScheduled(`${date} ${time}`), { type: 'success' });
    } else {
      setNotice({ severity: 'warning', title: labels.applicationDetail.rejectAndEmail, message: answer.message });
    }
    refresh();
  };
  /** A footer dialog's action, reported in a notice; the dialog closes once the change is made. */
  const report = async (title: string, failure: string, action: () => Promise<ActionAnswer>) => {
    const { notice: outcome, done } = await outcomeNotice(title, failure, action);
    setNotice(outcome);
    if (!done) return;
    setOpen(null);
    refresh();
  };
  const onScheduleInterview = (form: InterviewScheduleForm) =>
    report(labels.applicationDetail.scheduleInterview, messages.interviews.scheduleFailed, async () => {
      const answer = await dataProvider.scheduleInterview(id, form);
      return {
        emailSent: answer.email_sent,
        success: messages.interviews.scheduledAndInviteSent,
        message: answer.message,
      };
    });
  const onReschedule = (form: InterviewRescheduleForm) =>
    report(messages.scorecards.reschedule, messages.scorecards.interviewChangeFailed, async () => {
      const answer = await dataProvider.rescheduleInterview(id, form);
      return { emailSent: answer.email_sent, success: messages.scorecards.rescheduled, message: answer.message };
    });
  const onCancelInterview = async () => {
    await report(messages.scorecards.cancelInterview, messages.scorecards.interviewChangeFailed, async () => {
      const answer = await dataProvider.cancelInterview(id);
      return { emailSent: true, success: answer.message, message: answer.message };
    });
    // Asked and answered: the question closes whatever the answer (the notice says it).
    setOpen(null);
  };
  const onHire = (form: HireForm) =>
    report(labels.applicationDetail.hireCandidate, messages.hiring.hireFailed, async () => {
      const answer = await dataProvider.hireCandidate(id, form);
      return { emailSent: answer.email_sent, success: messages.hiring.hireSucceeded, message: answer.message };
    });
  const onSaveScore = async (score: number, feedback: string) => {
    await dataProvider.saveInterviewScore(id, score, feedback);
    notify(messages.applicationDialog.scoreSaved, { type: 'success' });
    refresh();
  };

  const data = record.data;
  // An erased application is a record of what happened; nothing about the candidate changes again.
  const canChange = canManage && data !== undefined && data.erased_at === null;
  // A withdrawn application stays where the candidate left it: only its legal hold still changes.
  const canMove = canChange && data.status !== 'withdrawn';
  const onKey = (key: TriageKey) => {
    if (key === 'j') return move(next, 1);
    if (key === 'k') return move(previous, -1);
    if (key === '?') return setNotice(TRIAGE_KEYS_NOTICE);
    if (key === 'o') return showTab('cv');
    if (!canMove || busy) return;
    if (key === 's' && data.status !== 'shortlisted') return void onShortlist();
    if (key === 'r') return setOpen('reject');
  };
  useTriageKeys(onKey, !KEYS_WAIT_FOR.has(open) && notice === null);

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="lg" scroll="paper">
      {data === undefined ? (
        <DialogContent>
          <Typography id={titleId} component="h2" sx={{ position: 'absolute', left: -10000 }}>
            {labels.adminNav.applications}
          </Typography>
          {record.isError ? (
            <Typography role="alert">{messages.applicationDialog.notFound}</Typography>
          ) : (
            <CircularProgress aria-label={labels.adminNav.applications} />
          )}
        </DialogContent>
      ) : (
        <>
          <Box sx={{ px: 3, pt: 3 }}>
            <DetailHeader record={data} titleId={titleId} />
            {neighbours.data?.position != null && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="list-position">
                {labels.applicationDialog.position(neighbours.data.position, neighbours.data.total)}
              </Typography>
            )}
            {data.erased_at && (
              <Alert severity="info" sx={{ mt: 2 }} data-testid="erased-notice">
                {messages.privacy.erasedApplication(companyDateTime(data.erased_at))}
              </Alert>
            )}
            {data.is_duplicate_applicant && (
              <Box sx={{ mt: 2 }}>
                <DuplicateBanner id={id} />
              </Box>
            )}
            <DetailTabs tab={tab} onChange={showTab} />
          </Box>
          <DialogContent
            id="detail-tabpanel"
            role="tabpanel"
            tabIndex={0}
            aria-labelledby={`detail-tab-${tab}`}
            sx={{ minHeight: 320 }}
          >
            <DetailTabContent
              tab={tab}
              record={data}
              onEditScore={canMove && !isHired(data) ? () => setOpen('score') : undefined}
              onLegalHold={canChange ? onLegalHold : undefined}
              onErase={canChange && mayErase ? onErase : undefined}
              busy={busy}
            />
            {data.rejection_email_scheduled && (
              <Typography variant="body2" sx={{ mt: 2 }} data-testid="rejection-scheduled">
                {messages.applicationDialog.rejectionScheduled(companyDateTime(data.rejection_email_scheduled))}
              </Typography>
            )}
            {open === 'reject' && canMove && <RejectionPanel onSchedule={onSchedule} onCancel={() => setOpen(null)} />}
          </DialogContent>
          <DetailFooter
            record={data}
            canManage={canMove}
            busy={busy}
            onStatus={(status) => void onStatus(status)}
            onShortlist={() => void onShortlist()}
            onReject={() => setOpen('reject')}
            onScore={() => setOpen('score')}
            onScheduleInterview={() => setOpen('interview')}
            onReschedule={() => setOpen('reschedule')}
            onCancelInterview={() => setOpen('cancel')}
            onHire={() => setOpen('hire')}
            onDownloadCv={() => void downloadOneCv(id).then(setNotice)}
            onClose={close}
          />
          {open === 'score' && (
            <InterviewScoreDialog
              open
              score={data.interview_score}
              feedback={data.interview_feedback ?? null}
              suggestion={scorecards.data?.suggested_score ?? null}
              onSave={onSaveScore}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
      {open === 'interview' && canMove && (
        <ScheduleInterviewDialog onSchedule={onScheduleInterview} onClose={() => setOpen(null)} />
      )}
      {canMove && (
        <InterviewChangeDialogs
          id={id}
          open={open === 'reschedule' || open === 'cancel' ? open : null}
          onReschedule={onReschedule}
          onCancelInterview={onCancelInterview}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'hire' && canMove && !isHired(data) && <HireDialog onHire={onHire} onClose={() => setOpen(null)} />}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Dialog>
  );
}
