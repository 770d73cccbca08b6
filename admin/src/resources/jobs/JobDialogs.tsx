import { useGetOne } from 'react-admin';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import type { JobPostingRecord, JobTemplateRecord } from './job-records';
import PostingDialog from './PostingDialog';
import TemplateDialog from './TemplateDialog';

interface Props {
  onClose(): void;
}

/** Edit Template at /jobs/templates/:id: the template the path names, once read. */
function EditTemplate({ onClose }: Props) {
  const { id = '' } = useParams();
  const { data } = useGetOne<JobTemplateRecord>('job-templates', { id });
  return data ? <TemplateDialog key={data.id} template={data} onClose={onClose} /> : null;
}

/** New Posting at /jobs/create, prefilled from the template `?template=` names when there is one. */
function NewPosting({ onClose }: Props) {
  const [search] = useSearchParams();
  const templateId = search.get('template');
  const { data } = useGetOne<JobTemplateRecord>('job-templates', { id: templateId ?? '' }, { enabled: !!templateId });
  if (templateId && !data) return null;
  return <PostingDialog key={data?.id ?? 'blank'} draft={{ template: data ?? null }} onClose={onClose} />;
}

/** Edit Posting at /jobs/:id: the posting the path names, once read. */
function EditPosting({ onClose }: Props) {
  const { id = '' } = useParams();
  const { data } = useGetOne<JobPostingRecord>('job-postings', { id });
  return data ? <PostingDialog key={data.id} draft={{ posting: data }} onClose={onClose} /> : null;
}

/** The Jobs page's template and posting dialogs, each at its own path under /jobs, over the tabs. */
export default function JobDialogs({ onClose }: Props) {
  return (
    <Routes>
      <Route path="templates/create" element={<TemplateDialog template={null} onClose={onClose} />} />
      <Route path="templates/:id" element={<EditTemplate onClose={onClose} />} />
      <Route path="create" element={<NewPosting onClose={onClose} />} />
      <Route path=":id" element={<EditPosting onClose={onClose} />} />
    </Routes>
  );
}
