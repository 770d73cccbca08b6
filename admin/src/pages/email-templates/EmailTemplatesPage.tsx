import type { AdminEmailTemplate } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { AccessDenied, CanAccess, Title, useCanAccess, useGetList } from 'react-admin';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import EmailTemplateDialog from './EmailTemplateDialog';
import EmailTemplateTable from './EmailTemplateTable';

const title = labels.adminNav.emailTemplates;

/** Email templates (spec section 2): the list by key, the editor with preview and Send Test. */
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
  const [editing, setEditing] = useState<AdminEmailTemplate | null>(null);
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
        <EmailTemplateTable templates={data} onEdit={canEdit ? setEditing : undefined} />
      </Card>
      {editing && (
        <EmailTemplateDialog
          key={editing.id}
          template={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
          onNotice={setNotice}
        />
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/** Reading and changing the templates take the same flag (manage_settings): without it, nothing. */
export default function EmailTemplatesPage() {
  return (
    <CanAccess resource="email-templates" action="list" accessDenied={<AccessDenied />}>
      <EmailTemplates />
    </CanAccess>
  );
}
