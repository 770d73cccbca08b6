import { labels } from '@careers/shared/client';
import { Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { JobAction } from './job-actions';
import type { JobPostingRecord, JobTemplateRecord } from './job-records';
import TemplateCard from './TemplateCard';

const PER_PAGE = 20;

interface Props {
  canChange: boolean;
  onEdit(template: JobTemplateRecord): void;
  onNewPosting(template: JobTemplateRecord): void;
  onEditPosting(posting: JobPostingRecord): void;
  ask(action: JobAction): void;
}

export default function TemplatesTab(props: Props) {
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<JobTemplateRecord>('job-templates', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ py: 3 }}>{labels.jobsAdmin.noTemplates}</Typography>;
  const pages = Math.ceil((total ?? 0) / PER_PAGE);
  return (
    <Stack spacing={1.5} sx={{ py: 2 }}>
      {data.map((template) => (
        <TemplateCard key={template.id} template={template} {...props} />
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} />}
    </Stack>
  );
}
