import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  type TableProps,
  TableRow,
  Typography,
} from '@mui/material';
import { Children, type ElementType, type ReactNode } from 'react';
import { stickyColumns } from './sticky-columns';

/** A column heading: its words, or its words with how the column sits. */
export type Column = string | { label: string; align?: 'left' | 'right'; width?: number };

interface Props extends Pick<TableProps, 'aria-label' | 'aria-labelledby' | 'aria-busy'> {
  columns: readonly (Column | false)[];
  /** The rows: TableRows of TableCells, one a column. */
  children: ReactNode;
  /** What holds the table (a Paper for a card of its own); a plain container by default. */
  container?: { component: ElementType; variant?: 'outlined' };
  /** Said in place of the table when it has no rows. */
  empty?: string;
}

/** A small table with its headings, as every read-only table of the back office draws one; its first column stays in view when it scrolls sideways. */
export default function SimpleTable({ columns, children, container, empty, ...table }: Props) {
  if (empty !== undefined && Children.toArray(children).length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <TableContainer {...container}>
      <Table size="small" sx={stickyColumns([0])} {...table}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              if (column === false) return null;
              const { label, align, width } = typeof column === 'string' ? { label: column } : column;
              return (
                <TableCell key={label} align={align} sx={width ? { width } : undefined}>
                  {label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
