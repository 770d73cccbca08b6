import { type ApplicationStatus, labels, messages, RECRUITER_STATUSES } from '@careers/shared/client';
import { Button, Chip, DialogActions, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useId } from 'react';
import { statusName } from './StatusBadge';
import type { ApplicationRecord } from './types';

const text = labels.applicationDetail;

interface Props {
  record: ApplicationRecord;
  /** Whether the admin may change applications (manage_applications); a reader sees Download CV and Close only. */
  canManage: boolean;
  busy: boolean;
  onStatus(status: ApplicationStatus): void;
  onShortlist(): void;
  onReject(): void;
  onScore(): void;
  onScheduleInterview(): void;
  /** Reschedule and Cancel Interview, offered while an interview is scheduled. */
  onReschedule(): void;
  onCancelInterview(): void;
  onHire(): void;
  onDownloadCv(): void;
  onClose(): void;
}

export const isHired = (record: ApplicationRecord) => record.hired === true || record.status === 'hired';

// On a phone the eight controls wrap into rows that may scroll, never pushing Close off the screen.
const footerSx = {
  flexWrap: 'wrap',
  gap: 1,
  px: { xs: 2, sm: 3 },
  pb: 2,
  maxHeight: { xs: '40vh', sm: 'none' },
  overflowY: 'auto',
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

/** Change Status, Shortlist, Reject & Email, the interview (schedule, reschedule, cancel) and hiring buttons, Download CV, Close. */
export default function DetailFooter({
  record,
  canManage,
  busy,
  onStatus,
  onShortlist,
  onReject,
  onScore,
  onScheduleInterview,
  onReschedule,
  onCancelInterview,
  onHire,
  onDownloadCv,
  onClose,
}: Props) {
  const statusLabelId = useId();
  const hired = isHired(record);
  const scheduled = record.interview_status === 'scheduled';
  return (
    <DialogActions sx={footerSx}>
      {canManage && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flex: 1, alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={statusLabelId}>{text.changeStatus}</InputLabel>
            <Select
              labelId={statusLabelId}
              label={text.changeStatus}
              value={(RECRUITER_STATUSES as readonly string[]).includes(record.status) ? record.status : ''}
              disabled={busy}
              onChange={(event) => onStatus(event.target.value as ApplicationStatus)}
            >
              {RECRUITER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {statusName(status)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="outlined" onClick={onShortlist} disabled={busy || record.status === 'shortlisted'}>
            {text.shortlist}
          </Button>
          <Button variant="outlined" color="error" onClick={onReject} disabled={busy}>
            {record.status === 'rejected' ? messages.applications.resendRejectionEmail : text.rejectAndEmail}
          </Button>
          {hired ? (
            <Chip color="success" label={messages.applications.candidateHired} />
          ) : (
            <>
              <Button variant="outlined" onClick={onScheduleInterview} disabled={busy || scheduled}>
                {scheduled ? messages.applications.interviewScheduled : text.scheduleInterview}
              </Button>
              {scheduled && (
                <>
                  <Button variant="outlined" onClick={onReschedule} disabled={busy}>
                    {messages.scorecards.reschedule}
                  </Button>
                  <Button variant="outlined" color="error" onClick={onCancelInterview} disabled={busy}>
                    {messages.scorecards.cancelInterview}
                  </Button>
                </>
              )}
              <Button variant="outlined" onClick={onScore} disabled={busy}>
                {record.interview_score === null ? text.scoreInterview : text.updateScore}
              </Button>
              <Button variant="contained" color="success" onClick={onHire} disabled={busy}>
                {text.hireCandidate}
              </Button>
            </>
          )}
        </Stack>
      )}
      <Button onClick={onDownloadCv} disabled={record.has_cv === false} variant="outlined">
        {text.downloadCv}
      </Button>
      <Button onClick={onClose} variant="contained">
        {text.close}
      </Button>
    </DialogActions>
  );
}
