import type { PostingTab } from '@careers/shared/client';
import { messages } from '@careers/shared/client';
import { Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { JobAction } from './job-actions';
import type { JobPostingRecord } from './job-records';
import PostingCard from './PostingCard';

const PER_PAGE = 20;
const EMPTY: Record<PostingTab, string> = {
  active: messages.jobsAdmin.noActivePostings,
  inactive: messages.jobsAdmin.noInactivePostings,
  closed: messages.jobsAdmin.noClosedPostings,
};

interface Props {
  tab: PostingTab;
  canChange: boolean;
  onEdit(posting: JobPostingRecord): void;
  ask(action: JobAction): void;
}

/** One tab of postings, newest first, a page at a time from the database, with their application counts. */
export default function PostingsTab({ tab, canChange, onEdit, ask }: Props) {
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<JobPostingRecord>('job-postings', {
    filter: { tab },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ py: 3 }}>{EMPTY[tab]}</Typography>;
  const pages = Math.ceil((total ?? 0) / PER_PAGE);
  return (
    <Stack spacing={1.5} sx={{ py: 2 }}>
      {data.map((posting) => (
        <PostingCard key={posting.id} posting={posting} place={tab} canChange={canChange} onEdit={onEdit} ask={ask} />
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} />}
    </Stack>
  );
}
