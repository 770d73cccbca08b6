import { labels } from '@careers/shared/client';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { placeholder } from './insert-at-cursor';

const text = labels.emailTemplatesAdmin;

interface Props {
  variables: readonly string[];
  onInsert(variable: string): void;
}

/** The template's variables, each a chip that puts its {{placeholder}} where the writer's cursor is. */
export default function VariableChips({ variables, onInsert }: Props) {
  if (variables.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5, p: 0 }}>
        {text.variables}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {variables.map((variable) => (
          <Chip
            key={variable}
            label={placeholder(variable)}
            aria-label={text.insertVariable(variable)}
            size="small"
            variant="outlined"
            // Keeps the focus (and the caret) in the field being written.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variable)}
          />
        ))}
      </Stack>
    </Box>
  );
}
