import { Box } from '@mui/material';

/** A plain horizontal bar, `percent` of the track long; decoration beside a figure that states it. */
export default function Bar({ percent }: { percent: number }) {
  return (
    <Box aria-hidden sx={{ flex: 1, height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
      <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 5 }} />
    </Box>
  );
}
