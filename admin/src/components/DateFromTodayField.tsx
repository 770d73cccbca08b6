import { companyToday } from '@careers/shared/client';
import { TextField, type TextFieldProps } from '@mui/material';

/** A required date no earlier than today in Bahrain (the browser's picker offers no earlier day). */
export default function DateFromTodayField(props: TextFieldProps) {
  return (
    <TextField
      type="date"
      required
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: companyToday() } }}
      {...props}
    />
  );
}
