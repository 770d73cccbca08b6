import { labels } from '@careers/shared/client';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton } from '@mui/material';

const text = labels.benefitsAdmin;

interface Props {
  /** The item's title, for the edit and delete buttons' names. */
  title: string;
  active: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/** Activate / Deactivate, edit and delete of a benefit or a page section. */
export default function ContentActions({ title, active, onToggle, onEdit, onDelete }: Props) {
  return (
    <>
      <Button size="small" color={active ? 'warning' : 'success'} onClick={onToggle}>
        {active ? text.deactivate : text.activate}
      </Button>
      <Box sx={{ flex: 1 }} />
      <IconButton aria-label={text.editOne(title)} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={text.deleteOne(title)} color="error" onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
