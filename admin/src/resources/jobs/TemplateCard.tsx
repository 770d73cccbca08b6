import { labels, messages } from '@careers/shared/client';
import { Button, CardContent, Chip, Collapse } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';
import JobCard from './JobCard';
import type { JobAction } from './job-actions';
import type { JobPostingRecord, JobTemplateRecord } from './job-records';
import LacksArabicChip from './LacksArabicChip';
import TemplatePostings from './TemplatePostings';

const names = labels.jobsAdmin;

interface Props {
  template: JobTemplateRecord;
  canChange: boolean;
  onEdit(template: JobTemplateRecord): void;
  onNewPosting(template: JobTemplateRecord): void;
  onEditPosting(posting: JobPostingRecord): void;
  ask(action: JobAction): void;
}

/** One template: its details, its postings (the template view), New Posting, edit, archive, delete. */
export default function TemplateCard({ template, canChange, onEdit, onNewPosting, onEditPosting, ask }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const toggleArchived = async () => {
    try {
      await dataProvider.archiveTemplate(template.id, !template.is_archived);
      notify(template.is_archived ? messages.jobsAdmin.templateUnarchived : messages.jobsAdmin.templateArchived, {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(errorText(error, messages.jobsAdmin.actionFailed), { type: 'error' });
    }
  };
  return (
    <JobCard
      resource="job-templates"
      heading={template.title}
      badges={
        <>
          {template.is_archived && <Chip size="small" label={names.archived} />}
          <LacksArabicChip job={template} />
        </>
      }
      job={template}
      facts={[names.postingCount(template.posting_count)]}
      views={
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {names.postings}
        </Button>
      }
      changes={
        <>
          <Button size="small" variant="contained" onClick={() => onNewPosting(template)}>
            {names.newPosting}
          </Button>
          <Button size="small" onClick={toggleArchived}>
            {template.is_archived ? names.unarchive : names.archive}
          </Button>
        </>
      }
      canChange={canChange}
      onEdit={() => onEdit(template)}
      deleteWording={{ message: messages.jobsAdmin.confirmDeleteTemplate, success: messages.jobsAdmin.templateDeleted }}
      ask={ask}
    >
      <Collapse in={open} unmountOnExit>
        <CardContent>
          <TemplatePostings templateId={template.id} canChange={canChange} onEdit={onEditPosting} ask={ask} />
        </CardContent>
      </Collapse>
    </JobCard>
  );
}
