import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import { type ChangeEvent, type InputHTMLAttributes, useId } from 'react';

interface SignInFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field as MUI's TextField draws it (label tied to the input, notch, asterisk when
 * required), built from its parts: TextField also imports Select and its menu, popover and modal,
 * which the sign-in page would download for nothing.
 */
export default function SignInField({ label, htmlInput, required, ...input }: SignInFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} inputProps={htmlInput} {...input} />
    </FormControl>
  );
}
