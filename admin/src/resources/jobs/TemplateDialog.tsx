import { JOB_TYPES, jobTemplateFormSchema, labels, VACANCIES } from '@careers/shared';
import { formResolver } from '../../providers/form-resolver';
import JobDescriptionInputs from './JobDescriptionInputs';
import JobFormDialog from './JobFormDialog';
import type { JobTemplateRecord } from './job-records';
import TemplateGenerator from './TemplateGenerator';
import { useJobSave } from './useJobSave';

const resolver = formResolver(jobTemplateFormSchema);
const NEW_TEMPLATE = { type: JOB_TYPES[0], number_of_vacancies: VACANCIES.default, minimum_years_experience: null };

interface Props {
  /** The template to edit; none creates one. */
  template: JobTemplateRecord | null;
  onClose(): void;
}

/** New/Edit Template; the AI generator block only when creating a template. */
export default function TemplateDialog({ template, onClose }: Props) {
  const save = useJobSave('job-templates', template, onClose);
  return (
    <JobFormDialog
      title={template ? labels.jobsAdmin.editTemplate : labels.jobsAdmin.newTemplate}
      defaults={template ?? NEW_TEMPLATE}
      resolver={resolver}
      submitLabel={template ? labels.jobsAdmin.save : labels.jobsAdmin.create}
      onClose={onClose}
      onSubmit={save}
    >
      {!template && <TemplateGenerator />}
      <JobDescriptionInputs resource="job-templates" />
    </JobFormDialog>
  );
}
