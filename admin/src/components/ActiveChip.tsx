import { labels } from '@careers/shared/client';
import { Chip } from '@mui/material';

/** The Active / Inactive badge of a benefit or a page section. */
export default function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? labels.benefitsAdmin.active : labels.benefitsAdmin.inactive}
    />
  );
}
