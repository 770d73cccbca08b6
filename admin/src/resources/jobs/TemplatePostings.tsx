import { labels } from '@careers/shared/client';
import { Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { JobAction } from './job-actions';
import type { JobPostingRecord } from './job-records';
import PostingCard from './PostingCard';

interface Props {
  templateId: string;
  canChange: boolean;
  onEdit(posting: JobPostingRecord): void;
  ask(action: JobAction): void;
}

/** The template view's postings, where Set Inactive is offered. */
export default function TemplatePostings({ templateId, canChange, onEdit, ask }: Props) {
  const { data, isPending } = useGetList<JobPostingRecord>('job-postings', {
    filter: { job_template_id: templateId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  if (isPending) return null;
  if (!data || data.length === 0)
    return <Typography variant="body2">{labels.jobsAdmin.noPostingsOfTemplate}</Typography>;
  return (
    <Stack spacing={1}>
      {data.map((posting) => (
        <PostingCard
          key={posting.id}
          posting={posting}
          place="template"
          canChange={canChange}
          onEdit={onEdit}
          ask={ask}
        />
      ))}
    </Stack>
  );
}
