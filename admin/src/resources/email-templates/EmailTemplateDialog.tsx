import {
  type AdminEmailTemplate,
  CANDIDATE_EMAIL_TEMPLATES,
  type CandidateLocale,
  emailTemplateFormSchemaFor,
  firstIssueMessage,
  isSecurityEmailTemplate,
  labels,
  messages,
  type Permissions,
  securityTemplateRefusal,
} from '@careers/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { Notice } from '../../components/NoticeDialog';
import { errorText } from '../../providers/api';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import { failureNotice } from './failure-notice';
import { insertAtCursor, placeholder } from './insert-at-cursor';
import TemplatePreview from './TemplatePreview';
import TestSendForm from './TestSendForm';
import { useTemplatePreview } from './useTemplatePreview';
import VariableChips from './VariableChips';

const text = labels.emailTemplatesAdmin;
type Field = 'subject' | 'body' | 'subject_ar' | 'body_ar';

interface Props {
  template: AdminEmailTemplate;
  onClose(): void;
  onSaved(): void;
  onNotice(notice: Notice): void;
}

/** Edit Template: subject, body and active flag, its variables to insert, the live preview and Send Test. */
export default function EmailTemplateDialog({ template, onClose, onSaved, onNotice }: Props) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const titleId = useId();
  const [draft, setDraft] = useState({
    subject: template.subject,
    body: template.body,
    subject_ar: template.subject_ar,
    body_ar: template.body_ar,
  });
  // Only the e-mails written to candidates and new hires go out in Arabic.
  const inArabicToo = (CANDIDATE_EMAIL_TEMPLATES as readonly string[]).includes(template.template_key);
  const [active, setActive] = useState(template.is_active);
  const [saving, setSaving] = useState(false);
  const inputs = useRef<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
    subject_ar: null,
    body_ar: null,
  });
  // The field the writer was last in; the body when they have not chosen one yet.
  const lastField = useRef<Field>('body');
  // The preview and Send Test show one wording: the English, or the Arabic while it is chosen.
  const [previewLanguage, setPreviewLanguage] = useState<CandidateLocale>('en');
  const shown =
    previewLanguage === 'ar'
      ? { subject: draft.subject_ar, body: draft.body_ar, language: previewLanguage }
      : { subject: draft.subject, body: draft.body, language: previewLanguage };
  const preview = useTemplatePreview(template.id, shown.subject, shown.body, shown.language);
  // The sign-in-code and password-reset e-mails always stay on (the server refuses it too).
  const alwaysActive = isSecurityEmailTemplate(template.template_key);
  // Those two carry codes and reset links: read-only for an admin without every permission (the
  // server refuses it too). Locked until the flags are known.
  const { permissions, isPending: permissionsPending } = usePermissions<Permissions>();
  const locked = permissionsPending ? undefined : securityTemplateRefusal(template.template_key, permissions ?? {});
  const readOnly = permissionsPending || locked !== undefined;

  const insert = (variable: string) => {
    const field = lastField.current;
    const input = inputs.current[field];
    const next = insertAtCursor(
      draft[field],
      placeholder(variable),
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    );
    setDraft((current) => ({ ...current, [field]: next.value }));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  const saveFailed = (reason: string) =>
    failureNotice(text.saveResult, messages.settings.templateSaveFailed, { label: text.reason, value: reason });

  const save = async () => {
    const wording = inArabicToo ? draft : { subject: draft.subject, body: draft.body };
    const form = emailTemplateFormSchemaFor(template).safeParse({ ...wording, is_active: active });
    if (!form.success) {
      onNotice(saveFailed(firstIssueMessage(form.error, messages.settings.templateSaveFailed)));
      return;
    }
    setSaving(true);
    try {
      await dataProvider.update('email-templates', { id: template.id, data: form.data, previousData: template });
      onNotice({ severity: 'success', title: text.saveResult, message: messages.settings.templateSaved });
      onSaved();
    } catch (error) {
      console.error(error);
      onNotice(saveFailed(errorText(error, messages.settings.templateSaveFailed)));
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: Field, required = true) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
    onFocus: () => {
      lastField.current = field;
    },
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = element;
    },
    fullWidth: true,
    required,
    // The Arabic wording is written and read right to left.
    slotProps: { htmlInput: { readOnly, ...(field.endsWith('_ar') ? { dir: 'rtl', lang: 'ar' } : {}) } },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{text.editTitle(template.name)}</DialogTitle>
      <DialogContent dividers>
        {locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {locked}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <Stack spacing={2}>
            <TextField label={text.fields.subject} {...fieldProps('subject')} />
            <TextField label={text.fields.body} multiline minRows={12} {...fieldProps('body')} />
            {inArabicToo && (
              <Stack spacing={2} component="section" aria-label={text.arabic}>
                <Typography variant="subtitle2">{text.arabic}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text.arabicHint}
                </Typography>
                <TextField label={text.fields.subject_ar} {...fieldProps('subject_ar', false)} />
                <TextField label={text.fields.body_ar} multiline minRows={8} {...fieldProps('body_ar', false)} />
              </Stack>
            )}
            {!readOnly && <VariableChips variables={template.variables} onInsert={insert} />}
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  onChange={(event) => setActive(event.target.checked)}
                  disabled={alwaysActive || readOnly}
                />
              }
              label={text.fields.is_active}
            />
            {!readOnly && <TestSendForm templateId={template.id} draft={shown} onNotice={onNotice} />}
          </Stack>
          <Stack spacing={1}>
            {inArabicToo && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={previewLanguage}
                aria-label={text.previewLanguage}
                onChange={(_, chosen: CandidateLocale | null) => chosen && setPreviewLanguage(chosen)}
              >
                <ToggleButton value="en">{text.english}</ToggleButton>
                <ToggleButton value="ar">{text.arabic}</ToggleButton>
              </ToggleButtonGroup>
            )}
            <TemplatePreview preview={preview} />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.dialogs.cancel}</Button>
        {!readOnly && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? text.saving : text.save}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
