import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_SALARY_FREQUENCY,
  EMPLOYMENT_TYPES,
  type HireForm,
  hireFormSchema,
  JOB_TYPE_LABELS,
  labels,
  SALARY_FREQUENCIES,
} from '@careers/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import DateFromTodayField from '../../../components/DateFromTodayField';
import FormDialog from '../../../components/FormDialog';
import { useDialogForm } from '../../../hooks/useDialogForm';

const text = labels.hireAdmin;

interface Props {
  /** Sends the checked form; the caller reports the outcome (a NoticeDialog) and closes this dialog. */
  onHire(form: HireForm): Promise<void>;
  onClose(): void;
}

/**
 * Hire Candidate (docs/requirements.md#hiring-and-hired-staff): start date (not in the past, Bahrain's calendar), salary amount
 * (step 0.01), currency (BHD), frequency (annual), employment type (full-time), department, and what
 * the hire cost, optional (Avg Cost Per Hire on the dashboard).
 */
export default function HireDialog({ onHire, onClose }: Props) {
  const { busy, field, dialog } = useDialogForm(
    hireFormSchema,
    {
      start_date: '',
      salary_amount: '',
      salary_currency: DEFAULT_CURRENCY as string,
      salary_frequency: DEFAULT_SALARY_FREQUENCY as string,
      employment_type: DEFAULT_EMPLOYMENT_TYPE as string,
      department: '',
      recruitment_cost: '',
    },
    onHire,
  );

  return (
    <FormDialog
      {...dialog}
      title={labels.applicationDetail.hireCandidate}
      submitLabel={busy ? text.hiring : text.hire}
      onClose={onClose}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DateFromTodayField label={text.startDate} autoFocus {...field('start_date')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={text.salaryAmount}
            type="number"
            required
            slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
            {...field('salary_amount')}
          />
          <TextField label={text.currency} select required {...field('salary_currency')}>
            {CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={text.frequency} select required {...field('salary_frequency')}>
            {SALARY_FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {text.frequencies[frequency]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={text.employmentType} select required {...field('employment_type')}>
            {EMPLOYMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {JOB_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={text.department} required {...field('department')} />
        </Stack>
        <TextField
          label={text.recruitmentCost}
          type="number"
          slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
          {...field('recruitment_cost')}
        />
      </Stack>
    </FormDialog>
  );
}
