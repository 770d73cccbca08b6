import { messages } from '@careers/shared/client';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import Section from '../../../components/DetailSection';
import { companyDateTime } from '../../../format/company-time';
import type { ApplicationRecord } from './types';

const text = messages.privacy;

interface Props {
  hold: ApplicationRecord['legal_hold'];
  /** Absent for an admin who may not change applications: the hold is shown, not changed. */
  onChange?: (reason: string | null) => Promise<void>;
  busy: boolean;
}

/**
 * Legal hold: whether the application is kept from erasure, why and since when;
 * a recruiter places it with a reason or releases it after confirming.
 */
export default function LegalHoldSection({ hold, onChange, busy }: Props) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <Section title={text.legalHold}>
      {hold ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography data-testid="legal-hold">{text.onLegalHold(companyDateTime(hold.since), hold.reason)}</Typography>
          {onChange && (
            <Button size="small" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
              {text.releaseLegalHold}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            tone="warning"
            title={text.releaseLegalHold}
            message={text.releaseLegalHoldConfirm}
            confirmLabel={text.releaseLegalHold}
            busy={busy}
            onConfirm={() => void onChange?.(null).then(() => setConfirming(false))}
            onCancel={() => setConfirming(false)}
          />
        </Stack>
      ) : (
        onChange && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              label={text.legalHoldReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              sx={{ flex: 1 }}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={busy || !reason.trim()}
              onClick={() => void onChange(reason.trim()).then(() => setReason(''))}
            >
              {text.placeLegalHold}
            </Button>
          </Stack>
        )
      )}
    </Section>
  );
}
