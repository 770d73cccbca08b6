import {
  type AdminPageSection,
  DEFAULT_VALUE_COLOR,
  EDITOR_SECTION_TYPES,
  labels,
  type PageName,
  type PageSectionCreate,
  pageSectionCreateSchema,
  SECTION_ICONS,
  type SectionIcon,
  type SectionMetadata,
  type SectionType,
  VALUE_COLORS,
  type ValueColor,
} from '@careers/shared';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { SubmitEvent } from 'react';
import BilingualRow from '../../../components/BilingualRow';
import FormDialog from '../../../components/FormDialog';
import IconPicker from '../../../components/IconPicker';
import SelectField from '../../../components/SelectField';
import { useFormDraft } from '../../../hooks/useFormDraft';
import type { SectionInput } from './useSectionChanges';

const text = labels.sectionsAdmin;

interface Draft {
  section_key: string;
  section_type: SectionType;
  title: string;
  subtitle: string;
  content: string;
  title_ar: string;
  subtitle_ar: string;
  content_ar: string;
  image_url: string;
  icon: SectionMetadata['icon'] | null;
  color: ValueColor;
  is_active: boolean;
}

function draftOf(section: AdminPageSection | null): Draft {
  return {
    section_key: section?.section_key ?? '',
    section_type: section?.section_type ?? 'content',
    title: section?.title ?? '',
    subtitle: section?.subtitle ?? '',
    content: section?.content ?? '',
    title_ar: section?.title_ar ?? '',
    subtitle_ar: section?.subtitle_ar ?? '',
    content_ar: section?.content_ar ?? '',
    image_url: section?.image_url ?? '',
    icon: section?.metadata.icon ?? null,
    color: section?.metadata.color ?? DEFAULT_VALUE_COLOR,
    is_active: section?.is_active ?? true,
  };
}

const isEditorIcon = (icon: Draft['icon']): icon is SectionIcon =>
  (SECTION_ICONS as readonly (string | null | undefined)[]).includes(icon);

/** What the server takes: the draft's fields, its metadata kept apart from what the form does not edit. */
function formOf(draft: Draft, page: PageName, section: AdminPageSection | null) {
  const { icon, color, ...fields } = draft;
  const metadata: SectionMetadata = { ...section?.metadata, color };
  if (icon) metadata.icon = icon;
  else delete metadata.icon;
  return { ...fields, page_name: page, metadata };
}

/** An edit leaves the page and key out: the server keeps them as made. */
const editOf = ({ page_name, section_key, ...edit }: PageSectionCreate) => edit;

interface Props {
  page: PageName;
  /** The section to edit, or null to add one to `page`. */
  section: AdminPageSection | null;
  onClose(): void;
  onSave(form: SectionInput): Promise<boolean>;
}

/** New Section / Edit Section of Content Management: a title is required. */
export default function SectionFormDialog({ page, section, onClose, onSave }: Props) {
  const { draft, set, textField, check } = useFormDraft(() => draftOf(section));
  // A value card (about page) keeps its type; new sections take the editor's four.
  const types: readonly SectionType[] = EDITOR_SECTION_TYPES.some((type) => type === draft.section_type)
    ? EDITOR_SECTION_TYPES
    : [...EDITOR_SECTION_TYPES, draft.section_type];
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = check(pageSectionCreateSchema, formOf(draft, page, section));
    if (form && (await onSave(section ? editOf(form) : form))) onClose();
  };
  const field = (name: 'section_key' | 'title' | 'subtitle' | 'content' | 'image_url', required = false) =>
    textField(name, text.fields[name], required);
  const arabic = (name: 'title_ar' | 'subtitle_ar' | 'content_ar') => textField(name, text.fields[name], false, true);
  // A button's content is its link: it has no Arabic version.
  const isButton = draft.section_type === 'cta';

  return (
    <FormDialog
      open
      title={section ? text.editSection : text.newSection}
      submitLabel={text.save}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <BilingualRow>
        <TextField {...field('title', true)} autoFocus />
        <TextField {...arabic('title_ar')} />
      </BilingualRow>
      {/* The site finds a section by its key: it is chosen once, when the section is made. */}
      <TextField {...field('section_key', true)} disabled={section !== null} />
      <SelectField
        label={text.fields.section_type}
        value={draft.section_type}
        options={types}
        nameOf={(type) => text.types[type]}
        onChange={(type) => set('section_type', type)}
      />
      <BilingualRow>
        <TextField {...field('subtitle')} multiline minRows={2} />
        <TextField {...arabic('subtitle_ar')} multiline minRows={2} />
      </BilingualRow>
      {isButton ? (
        <TextField {...field('content')} multiline minRows={3} />
      ) : (
        <BilingualRow>
          <TextField {...field('content')} multiline minRows={3} />
          <TextField {...arabic('content_ar')} multiline minRows={3} />
        </BilingualRow>
      )}
      <TextField {...field('image_url')} />
      <IconPicker
        label={text.fields.icon}
        names={SECTION_ICONS}
        value={isEditorIcon(draft.icon) ? draft.icon : null}
        onChange={(icon) => set('icon', icon)}
        noneLabel={text.noIcon}
      />
      <SelectField
        label={text.fields.color}
        value={draft.color}
        options={VALUE_COLORS}
        nameOf={(color) => text.colors[color]}
        onChange={(color) => set('color', color)}
      />
      <FormControlLabel
        control={<Switch checked={draft.is_active} onChange={(event) => set('is_active', event.target.checked)} />}
        label={text.fields.is_active}
      />
    </FormDialog>
  );
}
