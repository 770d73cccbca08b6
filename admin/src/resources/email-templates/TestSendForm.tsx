import { type EmailTemplateDraft, labels, messages, testEmailFormSchema } from '@careers/shared';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Notice } from '../../components/NoticeDialog';
import { errorText } from '../../providers/api';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import { failureNotice } from './failure-notice';

const text = labels.emailTemplatesAdmin;

interface Props {
  templateId: string;
  draft: EmailTemplateDraft;
  onNotice(notice: Notice): void;
}

/** Send Test: the draft as it stands, to one address (checked as any e-mail address), answered in a notice. */
export default function TestSendForm({ templateId, draft, onNotice }: Props) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const failed = (error: string) =>
    failureNotice(text.testResult, messages.settings.sendEmailFailed, { label: text.error, value: error });

  const send = async () => {
    const address = testEmailFormSchema.safeParse({ to });
    if (!address.success) {
      onNotice({ severity: 'error', title: text.testResult, message: messages.settings.invalidEmail });
      return;
    }
    setSending(true);
    try {
      const result = await dataProvider.sendTestEmail(templateId, address.data.to, draft);
      onNotice(
        result.success
          ? { severity: 'success', title: text.testResult, message: result.message }
          : failed(result.error ?? result.message),
      );
    } catch (error) {
      console.error(error);
      onNotice(failed(errorText(error, messages.settings.sendEmailFailed)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={text.testAddress}
        type="email"
        size="small"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void send();
          }
        }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => void send()} disabled={sending}>
        {sending ? text.sendingTest : text.sendTest}
      </Button>
    </Stack>
  );
}
