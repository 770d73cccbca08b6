import { labels, messages } from '@careers/shared/client';
import { Chip } from '@mui/material';

const text = labels.hiredStaffAdmin;

/** Every employee's status: Hired, whatever their onboarding (that has its own chip). */
export function HiredChip() {
  return (
    <Chip
      label={messages.hiring.statusHired}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600, color: 'text.primary', borderWidth: 2, borderColor: 'success.main' }}
    />
  );
}

/** Whether the new hire has sent the onboarding form yet. */
export function OnboardingChip({ completed }: { completed: boolean }) {
  return (
    <Chip
      label={completed ? text.onboardingCompleted : text.onboardingPending}
      variant="outlined"
      size="small"
      data-completed={completed}
      sx={{
        color: 'text.primary',
        borderWidth: 2,
        borderStyle: completed ? 'solid' : 'dashed',
        borderColor: completed ? 'success.main' : 'warning.main',
      }}
    />
  );
}
