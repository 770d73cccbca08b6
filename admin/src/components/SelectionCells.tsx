import { labels } from '@careers/shared/client';
import { Checkbox, TableCell } from '@mui/material';

const own = labels.applicationsList;

interface Selectable {
  id: string;
  full_name: string;
}

interface Selection<Row extends Selectable> {
  selected: ReadonlySet<string>;
  onSelect(rows: Row[], selected: boolean): void;
}

/** The select-all box of a table head: ticks or clears every row shown. */
export function SelectAllCell<Row extends Selectable>({ rows, selected, onSelect }: Selection<Row> & { rows: Row[] }) {
  const chosen = rows.filter((row) => selected.has(row.id)).length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={rows.length > 0 && chosen === rows.length}
        indeterminate={chosen > 0 && chosen < rows.length}
        disabled={rows.length === 0}
        onChange={(event) => onSelect(rows, event.target.checked)}
        slotProps={{ input: { 'aria-label': own.selectAll } }}
      />
    </TableCell>
  );
}

/** One row's box, named after the applicant. */
export function SelectRowCell<Row extends Selectable>({ row, selected, onSelect }: Selection<Row> & { row: Row }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selected.has(row.id)}
        onChange={(event) => onSelect([row], event.target.checked)}
        slotProps={{ input: { 'aria-label': own.selectRow(row.full_name) } }}
      />
    </TableCell>
  );
}
