import { type JobArabicField, type JobTranslatedField, labels, lacksArabic } from '@careers/shared/client';
import { Chip, Tooltip } from '@mui/material';

const names = labels.jobsAdmin;

/**
 * Our own addition: marks a template or posting whose text has no Arabic version,
 * which the Arabic site shows in English. Nothing when every text is translated.
 */
export default function LacksArabicChip({
  job,
}: {
  job: Partial<Record<JobTranslatedField | JobArabicField, string | null>>;
}) {
  if (!lacksArabic(job)) return null;
  return (
    <Tooltip title={names.lacksArabicHint} describeChild>
      <Chip size="small" variant="outlined" label={names.lacksArabic} />
    </Tooltip>
  );
}
