import { TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  /** The earliest day allowed (the range's start, for its end). */
  min?: string;
  onChange(value: string): void;
}

/** One end of the custom date range, as YYYY-MM-DD. */
export default function DateFilter({ label, value, min, onChange }: Props) {
  return (
    <TextField
      size="small"
      variant="outlined"
      fullWidth={false}
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined } }}
    />
  );
}
