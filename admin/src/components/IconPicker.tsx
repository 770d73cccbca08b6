import type { BenefitIcon, SectionIcon } from '@careers/shared/client';
import type { SvgIconComponent } from '@mui/icons-material';
import { FormControl, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId } from 'react';
import { CONTENT_ICONS } from './content-icons';

type IconName = BenefitIcon | SectionIcon;

interface Props<Name extends IconName> {
  label: string;
  names: readonly Name[];
  value: Name | null;
  onChange(value: Name | null): void;
  /** The name of a "no icon" choice; without it an icon is always chosen. */
  noneLabel?: string;
}

/** One icon out of a list, each a pressed-or-not button named after its icon. */
export default function IconPicker<Name extends IconName>({ label, names, value, onChange, noneLabel }: Props<Name>) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" margin="dense" fullWidth>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value ?? ''}
        aria-labelledby={labelId}
        onChange={(_event, next: Name | '' | null) => {
          // Pressing the chosen icon again keeps it, unless the list offers none.
          if (next === null) return noneLabel ? onChange(null) : undefined;
          onChange(next === '' ? null : next);
        }}
        sx={{ flexWrap: 'wrap', mt: 0.5 }}
      >
        {noneLabel && (
          <ToggleButton value="" aria-label={noneLabel} title={noneLabel}>
            {noneLabel}
          </ToggleButton>
        )}
        {names.map((name) => {
          const Icon: SvgIconComponent = CONTENT_ICONS[name];
          return (
            <ToggleButton key={name} value={name} aria-label={name} title={name}>
              <Icon fontSize="small" />
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </FormControl>
  );
}
