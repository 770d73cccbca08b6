import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';

interface Props<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T;
  /** The name shown for an option. */
  nameOf(option: T): string | number;
  onChange(value: T): void;
  minWidth?: number;
}

/** A labelled single-choice select over a fixed list (outlined, as every filter); a value outside the list is ignored. */
export default function OptionSelect<T extends string | number>({
  label,
  options,
  value,
  nameOf,
  onChange,
  minWidth = 140,
}: Props<T>) {
  const labelId = useId();
  return (
    <FormControl size="small" variant="outlined" fullWidth={false} sx={{ minWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === String(event.target.value));
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {nameOf(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
