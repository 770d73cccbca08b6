import { DEFAULT_CURRENCY, jobPostingFormSchema, labels, POSTING_FORM_STATUSES, VACANCIES } from '@careers/shared';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formResolver } from '../../providers/form-resolver';
import JobDescriptionInputs from './JobDescriptionInputs';
import JobFormDialog from './JobFormDialog';
import type { JobPostingRecord, JobTemplateRecord } from './job-records';
import SalaryInputs from './SalaryInputs';
import { useJobSave } from './useJobSave';

const names = labels.jobsAdmin;
const resolver = formResolver(jobPostingFormSchema.in);
const STATUS_CHOICES = POSTING_FORM_STATUSES.map((id) => ({ id, name: names.statuses[id] }));

/** What the posting modal opens with: the posting, or a new one prefilled from its template. */
export type PostingDraft = { posting: JobPostingRecord } | { template: JobTemplateRecord | null };

function defaultsOf(draft: PostingDraft) {
  if ('posting' in draft) {
    const { posting } = draft;
    // Inactive is reached through the actions, not the form: it asks for a choice again.
    const offered = (POSTING_FORM_STATUSES as readonly string[]).includes(posting.status);
    return { ...posting, status: offered ? posting.status : undefined };
  }
  const { template } = draft;
  return {
    ...(template
      ? {
          job_template_id: template.id,
          title: template.title,
          department: template.department,
          location: template.location,
          type: template.type,
          description: template.description,
          responsibilities: template.responsibilities,
          requirements: template.requirements,
          title_ar: template.title_ar,
          description_ar: template.description_ar,
          responsibilities_ar: template.responsibilities_ar,
          requirements_ar: template.requirements_ar,
          number_of_vacancies: template.number_of_vacancies,
          minimum_years_experience: template.minimum_years_experience,
          focus_attributes: template.focus_attributes,
        }
      : { number_of_vacancies: VACANCIES.default }),
    status: 'draft',
    show_salary: false,
    salary_currency: DEFAULT_CURRENCY,
    screening_questions: [],
  };
}

interface Props {
  draft: PostingDraft;
  onClose(): void;
}

/** New/Edit Posting: required fields, status, salary when shown, screening questions. */
export default function PostingDialog({ draft, onClose }: Props) {
  const editing = 'posting' in draft ? draft.posting : null;
  const saveValues = useJobSave('job-postings', editing, onClose);
  // The resolver checked the fields; the schema's own transform then drops a salary that is not shown.
  const save = (checked: FieldValues) => saveValues(jobPostingFormSchema.parse(checked));
  return (
    <JobFormDialog
      title={editing ? names.editPosting : names.newPosting}
      defaults={defaultsOf(draft)}
      resolver={resolver}
      submitLabel={editing ? names.save : names.create}
      onClose={onClose}
      onSubmit={save}
    >
      <JobDescriptionInputs resource="job-postings" />
      <SelectInput source="status" label={names.fields.status} choices={STATUS_CHOICES} isRequired />
      <SalaryInputs />
      <ArrayInput source="screening_questions" label={names.fields.screening_questions}>
        <SimpleFormIterator>
          <TextInput source="" label={names.fields.screening_questions} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </JobFormDialog>
  );
}
