import {
  Box,
  Checkbox,
  Chip,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
} from '@mui/material';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange(value: string[]): void;
}

/**
 * A multi-select filter: ticked options, shown as chips under its label (outlined, so the label sits in
 * the border's notch and never over the chips).
 */
export default function MultiSelectFilter({ label, options, value, onChange }: Props) {
  const labelId = useId();
  const nameOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  return (
    <FormControl size="small" variant="outlined" fullWidth={false} sx={{ minWidth: 170 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={[...value]}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(chosen) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {chosen.map((one) => (
              <Chip key={one} size="small" label={nameOf(one)} />
            ))}
          </Box>
        )}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={value.includes(option.value)} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
