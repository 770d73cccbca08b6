import { labels, messages } from '@careers/shared/client';
import { Stack, Typography } from '@mui/material';
import ScoreCircle from './ScoreCircle';
import StatusBadge from './StatusBadge';
import type { ApplicationRecord } from './types';

const text = labels.applicationDialog;

/** Name, 'Applying for', reference id, the circular AI score and the status badge. */
export default function DetailHeader({ record, titleId }: { record: ApplicationRecord; titleId: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ScoreCircle score={record.ai_score} label={text.aiScore} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {record.full_name}
        </Typography>
        <Typography variant="body2">
          {messages.applications.applyingFor}: {record.job_title ?? messages.applicationDialog.na}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.referenceId}: {record.reference_id}
        </Typography>
      </Stack>
      <StatusBadge status={record.status} />
    </Stack>
  );
}
