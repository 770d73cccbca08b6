import type { AdminEmailTemplate } from '@careers/shared';
import { labels } from '@careers/shared/client';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, TableCell, TableRow } from '@mui/material';
import SimpleTable from '../../components/SimpleTable';
import { companyDateTime } from '../../format/company-time';

const text = labels.emailTemplatesAdmin;

interface Props {
  templates: AdminEmailTemplate[];
  /** Opens the editor; none when the admin may not edit. */
  onEdit?(template: AdminEmailTemplate): void;
}

/** The templates in the order the server gives (by key): name, key, subject, active, updated. */
export default function EmailTemplateTable({ templates, onEdit }: Props) {
  return (
    <SimpleTable
      columns={[
        text.fields.name,
        text.fields.template_key,
        text.fields.subject,
        text.fields.is_active,
        text.fields.updated_at,
        Boolean(onEdit) && { label: text.fields.actions, align: 'right' },
      ]}
    >
      {templates.map((template) => (
        <TableRow key={template.id} hover>
          <TableCell>{template.name}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{template.template_key}</TableCell>
          <TableCell>{template.subject}</TableCell>
          <TableCell>
            <Chip
              size="small"
              label={template.is_active ? text.active : text.inactive}
              color={template.is_active ? 'success' : 'default'}
              variant="outlined"
            />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDateTime(template.updated_at)}</TableCell>
          {onEdit && (
            <TableCell align="right">
              <IconButton aria-label={text.edit(template.name)} onClick={() => onEdit(template)}>
                <EditIcon />
              </IconButton>
            </TableCell>
          )}
        </TableRow>
      ))}
    </SimpleTable>
  );
}
