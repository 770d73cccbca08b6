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

export default function StatusBadge({ status }: { status: string }) {
  return (
    <Chip
      label={status}
      color={statusColour(status)}
      variant={Object.hasOwn(COLOURS, status) ? 'filled' : 'outlined'}
      size="small"
      data-status={status}
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
    />
  );
}
