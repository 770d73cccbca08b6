import { TableCell, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The name in bold; or the name drawn by the table (a link, or with its chips). */
  name: ReactNode;
  email: string;
  /** Lines under the e-mail. */
  children?: ReactNode;
}

/** A candidate's or a new hire's cell, as every list of people draws it: the name, the e-mail under it. */
export default function PersonCell({ name, email, children }: Props) {
  return (
    <TableCell>
      {typeof name === 'string' ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      ) : (
        name
      )}
      <Typography variant="body2" color="text.secondary">
        {email}
      </Typography>
      {children}
    </TableCell>
  );
}
