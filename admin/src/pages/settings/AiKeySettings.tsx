import { labels, messages, type SecretSettingStatus, secretSettingInputSchema } from '@careers/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import { firstProblem } from '../../providers/form-resolver';

const KEY = 'openai_api_key';
const SECRET_KEY = ['settings', 'secrets', KEY] as const;
const text = labels.aiKey;

/**
 * Settings → Advanced: the OpenAI key for AI scoring and the template generator. Write-only: the
 * server keeps it encrypted and answers only whether one is set and its last four characters.
 */
export default function AiKeySettings() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A failed read leaves the card empty and is only logged, as other settings reads do.
  const { data: status = null } = useQuery({
    queryKey: SECRET_KEY,
    queryFn: async () => (await dataProvider.secretSettings()).find((setting) => setting.key === KEY) ?? null,
    staleTime: Infinity,
  });
  // Where the CVs of consenting candidates go: a transfer abroad unless configured as inside Bahrain.
  const { data: provider = null } = useQuery({
    queryKey: ['settings', 'ai-provider'],
    queryFn: () => dataProvider.aiProvider(),
    staleTime: Infinity,
  });
  const setStatus = (next: SecretSettingStatus) => queryClient.setQueryData(SECRET_KEY, next);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  // The server words the success ('Saved…' or 'Key removed.'); a failure reads as the settings' own.
  const feedback = useSaveFeedback<{ message: string }>({
    success: (saved) => saved.message,
    failure: messages.settings.saveFailed,
    failureShows: 'fallback',
  });

  const save = async (next: string) => {
    setSaving(true);
    try {
      const saved = await dataProvider.saveSecretSetting(KEY, next);
      setStatus(saved);
      setValue('');
      feedback.onSuccess(saved);
    } catch (error) {
      console.error(error);
      feedback.onError(error);
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(secretSettingInputSchema, { value });
    if (problem) return notify(problem, { type: 'error' });
    if (!value.trim()) return;
    void save(value);
  };

  return (
    <Stack spacing={2} sx={{ mt: 3, maxWidth: 560 }}>
      <Typography component="h2" variant="h6">
        {text.title}
      </Typography>
      {status?.configured ? (
        <Alert severity="success">{messages.settings.aiKeySet(status.hint)}</Alert>
      ) : (
        <Alert severity="info">{messages.settings.aiKeyMissing}</Alert>
      )}
      {provider && (
        <Alert severity={provider.in_bahrain ? 'info' : 'warning'} data-testid="ai-provider">
          {provider.in_bahrain
            ? messages.privacy.aiProviderInBahrain(provider.host)
            : messages.privacy.aiProviderAbroad(provider.host)}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={status?.configured ? text.replaceKey : text.key}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={saving || !value.trim()}>
            {saving ? messages.settings.saving : text.saveKey}
          </Button>
        </Stack>
      </form>
      {status?.configured && (
        <div>
          <Button color="warning" onClick={() => void save('')} disabled={saving}>
            {text.removeKey}
          </Button>
        </div>
      )}
    </Stack>
  );
}
