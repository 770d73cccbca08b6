import { type DashboardMetrics, labels } from '@careers/shared/client';
import { MenuItem, TextField } from '@mui/material';

const text = labels.dashboard;
const ALL = '';

/** Limits the application figures to one posting (all jobs by default). */
export default function JobFilter({
  options,
  value,
  onChange,
}: {
  options: DashboardMetrics['job_options'];
  value: string;
  onChange: (jobPostingId: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={text.jobFilter}
      // Until the options arrive, the chosen job has no option to show.
      value={options.some((option) => option.id === value) ? value : ALL}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value={ALL}>{text.allJobs}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
