import { labels } from '@careers/shared/client';
import { Chip } from '@mui/material';

type Colour = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error' | 'grey';

/** Each status's badge colour (its border; the text keeps the theme's own contrast). */
const COLOURS: Record<string, Colour> = {
  pending: 'grey',
  new: 'info',
  reviewed: 'secondary',
  interviewed: 'primary',
  shortlisted: 'warning',
  hired: 'success',
  rejected: 'error',
};

const NAMES: Record<string, string> = labels.applicationsList.statuses;

/** The status's name; a status this screen does not know shows as stored. */
export const statusName = (status: string): string => (Object.hasOwn(NAMES, status) && NAMES[status]) || status;

/** The status badge; a status this screen does not know gets the fallback: a dashed neutral border. */
export default function StatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(COLOURS, status);
  const colour = (known && COLOURS[status]) || 'grey';
  return (
    <Chip
      label={statusName(status)}
      variant="outlined"
      size="small"
      data-status={status}
      data-known={known}
      sx={{
        fontWeight: 600,
        color: 'text.primary',
        borderWidth: 2,
        borderStyle: known ? 'solid' : 'dashed',
        borderColor: colour === 'grey' ? 'grey.500' : `${colour}.main`,
      }}
    />
  );
}
