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

/** The status badge; a status this screen does not know falls back to the new style rather than showing nothing. */
export default function StatusBadge({ status }: { status: string }) {
  const style = Object.hasOwn(COLOURS, status) ? status : 'new';
  const colour = COLOURS[style] ?? 'info';
  return (
    <Chip
      label={statusName(status)}
      variant="outlined"
      size="small"
      data-status={status}
      data-style={style}
      sx={{
        fontWeight: 600,
        color: 'text.primary',
        borderWidth: 2,
        borderColor: colour === 'grey' ? 'grey.500' : `${colour}.main`,
      }}
    />
  );
}
