import { MenuItem, TextField } from '@mui/material';

interface Props<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  /** Each option's name; the value itself when absent. */
  nameOf?(value: Value): string;
  onChange(value: Value): void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** A labelled choice out of a fixed list (a category, a page, a colour...). */
export default function SelectField<Value extends string>({
  label,
  value,
  options,
  nameOf = (option) => option,
  onChange,
  size,
  fullWidth = true,
}: Props<Value>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      // The list offers only `options`, so what comes back is one of them.
      onChange={(event) => onChange(event.target.value as Value)}
      fullWidth={fullWidth}
      size={size}
      margin="dense"
      sx={fullWidth ? undefined : { minWidth: 160 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {nameOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
