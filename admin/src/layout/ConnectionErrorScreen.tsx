import { messages } from '@careers/shared/client';
import { Box, Button, Typography } from '@mui/material';

/** The top-level error screen: 'Connection Error', the message, Reload Page. */
export default function ConnectionErrorScreen({ error }: { error?: Error }) {
  return (
    <Box role="alert" sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h4">
        {messages.common.connectionError}
      </Typography>
      <Typography>{error?.message || messages.common.serverUnreachable}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {messages.common.reloadPage}
      </Button>
    </Box>
  );
}
