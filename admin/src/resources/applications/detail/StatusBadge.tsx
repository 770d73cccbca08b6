import { labels } from '@careers/shared/client';
import { Chip, type ChipProps } from '@mui/material';

type Colour = NonNullable<ChipProps['color']>;

/** Each status's badge colour; a status this screen does not know gets the neutral fallback. */
const COLOURS: Record<string, Colour> = {
  pending: 'default',
  new: 'info',
  reviewed: 'secondary',
  interviewed: 'primary',
  shortlisted: 'warning',
  hired: 'success',
  rejected: 'error',
};

export const statusColour = (status: string): Colour =>
  (Object.hasOwn(COLOURS, status) && COLOURS[status]) || 'default';

const NAMES: Record<string, string> = labels.applicationsList.statuses;

/** The status's name; a status this screen does not know shows as stored. */
export const statusName = (status: string): string => (Object.hasOwn(NAMES, status) && NAMES[status]) || status;

export default function StatusBadge({ status }: { status: string }) {
  return (
    <Chip
      label={statusName(status)}
      color={statusColour(status)}
      variant={Object.hasOwn(COLOURS, status) ? 'filled' : 'outlined'}
      size="small"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
