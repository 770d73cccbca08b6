import {
  type EditableSettingKey,
  type EditableSettings,
  SETTINGS_FORM_TABS,
  type SettingsFormTab,
  type SettingsSaved,
  settingsTabSchema,
} from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useSaveFeedback } from '../../hooks/useSaveFeedback';
import { dataProvider } from '../../providers/data-provider';
import { formResolver } from '../../providers/form-resolver';
import { SettingInput } from './SettingInputs';

const SETTINGS_KEY = ['settings', 'editable'] as const;

/** The keys whose value the form changed: Save Settings sends only these. */
function changedKeys(tab: SettingsFormTab, saved: EditableSettings, values: FieldValues): Partial<EditableSettings> {
  const keys: readonly EditableSettingKey[] = SETTINGS_FORM_TABS[tab];
  return Object.fromEntries(
    keys.filter((key) => JSON.stringify(values[key]) !== JSON.stringify(saved[key])).map((key) => [key, values[key]]),
  );
}

/**
 * One form tab of Settings (File Upload, Email, General): an input per setting of the tab (shared
 * SETTINGS_FORM_TABS, in order), its values from the server, checked with the tab's shared schema,
 * and one Save Settings ('Saving...') that sends the changed keys.
 */
export default function SettingsForm({ tab }: { tab: SettingsFormTab }) {
  const queryClient = useQueryClient();
  // Read once: a read again (window focus) must not reset a form being filled in. A failed read
  // leaves the tab empty and is only logged, as the other reads do.
  const { data: saved } = useQuery({ queryKey: SETTINGS_KEY, queryFn: dataProvider.readSettings, staleTime: Infinity });
  // A new form after each save: its values are the server's, and nothing counts as changed.
  const [generation, setGeneration] = useState(0);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback<SettingsSaved>({
    success: (result) => result.message,
    failure: messages.settings.saveFailed,
    failureShows: 'fallback',
  });

  const submit = async (values: FieldValues) => {
    if (!saved) return;
    setSaving(true);
    try {
      const result = await dataProvider.saveSettings(changedKeys(tab, saved, values));
      queryClient.setQueryData(SETTINGS_KEY, result.data);
      setGeneration((count) => count + 1);
      feedback.onSuccess(result);
    } catch (error) {
      console.error(error);
      feedback.onError(error);
    } finally {
      setSaving(false);
    }
  };

  if (!saved) return null;
  return (
    <Form
      key={generation}
      record={saved}
      onSubmit={(values: FieldValues) => void submit(values)}
      resolver={formResolver(settingsTabSchema(tab))}
      sanitizeEmptyValues={false}
    >
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {SETTINGS_FORM_TABS[tab].map((setting: EditableSettingKey) => (
          <SettingInput key={setting} setting={setting} />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? messages.settings.saving : labels.settings.saveSettings}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}
