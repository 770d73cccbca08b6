import { messages } from '@careers/shared/client';
import { Chip } from '@mui/material';

/** Beside an erased candidate's name in a list: nothing of theirs is left to open or download. */
export default function ErasedChip() {
  return <Chip size="small" variant="outlined" label={messages.privacy.erasedField} />;
}
