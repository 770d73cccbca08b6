import type { AdminEmailTemplate } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useGetList } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { forListers } from '../../components/list-access';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import { useDialogRoutes, useListedAtPath } from '../../hooks/useDialogRoutes';
import EmailTemplateDialog from './EmailTemplateDialog';
import EmailTemplateTable from './EmailTemplateTable';

const title = labels.adminNav.emailTemplates;

interface EditProps {
  templates: readonly AdminEmailTemplate[];
  onClose(): void;
  onSaved(): void;
  onNotice(notice: Notice): void;
}

/** The editor at /email-templates/:id, over the list: the template the path names, once listed. */
function EditTemplate({ templates, ...props }: EditProps) {
  const template = useListedAtPath(templates);
  return template ? <EmailTemplateDialog key={template.id} template={template} {...props} /> : null;
}

/** Email templates: the list by key, the editor with preview and Send Test at its own path. */
function EmailTemplates() {
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<AdminEmailTemplate>('email-templates', {
    sort: { field: 'template_key', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'email-templates', action: 'edit' });
  const go = useDialogRoutes('email-templates');
  const toList = () => go('list');
  const edit = (template: AdminEmailTemplate) => go('edit', template.id);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {labels.emailTemplatesAdmin.subtitle}
      </Typography>
      <Card>
        {isPending && <LinearProgress />}
        <EmailTemplateTable templates={data} onEdit={canEdit ? edit : undefined} />
      </Card>
      {canEdit && !isPending && (
        <Routes>
          <Route
            path=":id"
            element={
              <EditTemplate
                templates={data}
                onClose={toList}
                onSaved={() => {
                  toList();
                  void refetch();
                }}
                onNotice={setNotice}
              />
            }
          />
        </Routes>
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/** Reading and changing the templates take the same flag (manage_settings): without it, nothing. */
export default forListers('email-templates', EmailTemplates);
