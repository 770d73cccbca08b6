import {
  type AdminBenefit,
  BENEFIT_CATEGORIES,
  BENEFIT_ICONS,
  type BenefitCategory,
  type BenefitForm,
  type BenefitIcon,
  benefitFormSchema,
  DEFAULT_BENEFIT_CATEGORY,
  DEFAULT_BENEFIT_ICON,
  labels,
  messages,
} from '@careers/shared';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { SubmitEvent } from 'react';
import BilingualRow from '../../components/BilingualRow';
import FormDialog from '../../components/FormDialog';
import IconPicker from '../../components/IconPicker';
import SelectField from '../../components/SelectField';
import { useFormDraft } from '../../hooks/useFormDraft';

const text = labels.benefitsAdmin;

interface Draft {
  title: string;
  description: string;
  title_ar: string;
  description_ar: string;
  category: BenefitCategory;
  icon: BenefitIcon;
  is_active: boolean;
  display_order: string;
}

/** A new benefit starts with Award, Health, active and last in order (docs/requirements.md#content-e-mail-templates-and-settings). */
function draftOf(benefit: AdminBenefit | null, count: number): Draft {
  if (!benefit) {
    return {
      title: '',
      description: '',
      title_ar: '',
      description_ar: '',
      category: DEFAULT_BENEFIT_CATEGORY,
      icon: DEFAULT_BENEFIT_ICON,
      is_active: true,
      display_order: String(count),
    };
  }
  const { title, description, title_ar, description_ar, category, icon, is_active, display_order } = benefit;
  return {
    title,
    description,
    title_ar: title_ar ?? '',
    description_ar: description_ar ?? '',
    category,
    icon,
    is_active,
    display_order: String(display_order),
  };
}

interface Props {
  /** The benefit to edit, or null to add one. */
  benefit: AdminBenefit | null;
  /** How many benefits there are: a new one's display order. */
  count: number;
  onClose(): void;
  /** Resolves to whether it was saved; a refusal keeps the dialog and what was typed. */
  onSave(form: BenefitForm): Promise<boolean>;
}

/** Add New Benefit / Edit Benefit, checked with the server's own schema. */
export default function BenefitFormDialog({ benefit, count, onClose, onSave }: Props) {
  const { draft, set, textField, check } = useFormDraft(() => draftOf(benefit, count));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = check(benefitFormSchema, draft);
    if (form && (await onSave(form))) onClose();
  };

  return (
    <FormDialog
      open
      title={benefit ? messages.benefitsAdmin.edit : messages.benefitsAdmin.addNew}
      submitLabel={text.save}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <BilingualRow>
        <TextField {...textField('title', text.fields.title, true)} autoFocus />
        <TextField {...textField('title_ar', text.fields.title_ar, false, true)} />
      </BilingualRow>
      <BilingualRow>
        <TextField {...textField('description', text.fields.description, true)} multiline minRows={3} />
        <TextField {...textField('description_ar', text.fields.description_ar, false, true)} multiline minRows={3} />
      </BilingualRow>
      <SelectField
        label={text.fields.category}
        value={draft.category}
        options={BENEFIT_CATEGORIES}
        onChange={(category) => set('category', category)}
      />
      <IconPicker
        label={text.fields.icon}
        names={BENEFIT_ICONS}
        value={draft.icon}
        onChange={(icon) => set('icon', icon ?? DEFAULT_BENEFIT_ICON)}
      />
      <TextField {...textField('display_order', text.fields.display_order, true)} type="number" />
      <FormControlLabel
        control={<Switch checked={draft.is_active} onChange={(event) => set('is_active', event.target.checked)} />}
        label={text.fields.is_active}
      />
    </FormDialog>
  );
}
