import { type AdminPageSection, labels, messages, PAGE_NAMES, type PageName } from '@careers/shared';
import AddIcon from '@mui/icons-material/Add';
import EmailIcon from '@mui/icons-material/Email';
import { Button, LinearProgress, List, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import DeleteConfirmation from '../../../components/DeleteConfirmation';
import SelectField from '../../../components/SelectField';
import SectionFormDialog from './SectionFormDialog';
import SectionRow from './SectionRow';
import { useSectionChanges } from './useSectionChanges';

const text = labels.sectionsAdmin;
const says = messages.sectionsAdmin;

/**
 * Settings → Content Management: the sections of the home and about pages, one page at a time in
 * display order, and the way to the e-mail templates.
 */
export default function ContentManagementTab() {
  const [page, setPage] = useState<PageName>('home');
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'settings.content', action: 'list' });
  const { canAccess: editable = false } = useCanAccess({ resource: 'page-sections', action: 'edit' });
  const {
    data: sections = [],
    isPending,
    refetch,
  } = useGetList<AdminPageSection>(
    'page-sections',
    {
      filter: { page_name: page },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'display_order', order: 'ASC' },
    },
    { enabled: canAccess === true },
  );
  const changes = useSectionChanges(refetch);
  const [editing, setEditing] = useState<AdminPageSection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPageSection | null>(null);
  const hintId = useId();
  if (checking) return null;
  if (!canAccess) return <Typography color="text.secondary">{messages.signIn.notAllowed}</Typography>;

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {labels.settings.tabs.content}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField<PageName>
          label={text.page}
          value={page}
          options={PAGE_NAMES}
          nameOf={(name) => text.pages[name]}
          onChange={setPage}
          size="small"
          fullWidth={false}
        />
        {editable && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {text.addSection}
          </Button>
        )}
        <Stack sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<EmailIcon />} component={Link} to="/email-templates">
          {labels.settings.emailTemplates}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {text.emailTemplatesHint}
      </Typography>
      {editable && (
        <Typography variant="body2" color="text.secondary" id={hintId}>
          {text.reorderHint}
        </Typography>
      )}
      {isPending ? (
        <LinearProgress />
      ) : sections.length === 0 ? (
        <Typography color="text.secondary">{says.noSections}</Typography>
      ) : (
        <List aria-label={text.sections(text.pages[page])}>
          {sections.map((section, index) => (
            <SectionRow
              key={section.id}
              section={section}
              first={index === 0}
              last={index === sections.length - 1}
              editable={editable}
              hintId={hintId}
              onMove={(direction) =>
                void changes.move(section, direction, index + (direction === 'up' ? 0 : 2), sections.length)
              }
              onToggle={() => void changes.toggle(section)}
              onEdit={() => setEditing(section)}
              onDelete={() => setDeleting(section)}
            />
          ))}
        </List>
      )}
      {editing && (
        <SectionFormDialog
          page={page}
          section={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(form) => changes.save(editing === 'new' ? null : editing, form)}
        />
      )}
      <DeleteConfirmation
        item={deleting}
        title={says.confirmDeleteTitle}
        message={(section) => says.confirmDelete(section.title)}
        onDelete={changes.remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
