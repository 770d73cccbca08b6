import { z } from 'zod';
import {
  EDITABLE_SETTING_KEYS,
  type EditableSettingKey,
  SETTING_DEFINITIONS,
  SETTINGS_FORM_TABS,
  type SettingKey,
  type SettingsFormTab,
} from '../constants/settings';
import { settingsMessages, validationMessages } from '../messages';
import { isoDateTime, requiredFormInteger, requiredFormNumber, textInput, webAddress } from './common';

/** Extensions are a comma-separated list, trimmed, each with its leading dot. */
export function normaliseExtensions(list: string): string {
  return list
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter((extension) => extension.length > 0)
    .map((extension) => (extension.startsWith('.') ? extension : `.${extension}`))
    .join(',');
}

function valueSchemaFor(key: SettingKey): z.ZodType {
  const definition = SETTING_DEFINITIONS[key];
  switch (definition.kind) {
    case 'integer':
      return requiredFormInteger(
        definition.min,
        definition.max,
        `Must be a whole number from ${definition.min} to ${definition.max}`,
      );
    case 'boolean':
      return z.boolean();
    case 'secret':
      return textInput().trim().max(500);
    case 'money':
      return z.object({ value: requiredFormNumber(0, 10_000_000, 'Must be an amount of 0 or more') });
    case 'theme':
      return z.enum(['dark', 'light']);
    case 'string':
      if (key === 'file_upload_allowed_extensions') {
        return textInput()
          .transform(normaliseExtensions)
          .pipe(
            z.string().regex(/^(\.[a-z0-9]{1,8})(,\.[a-z0-9]{1,8})*$/, {
              error: 'Use a comma-separated list such as .pdf,.docx',
            }),
          );
      }
      if (key === 'email_from_address' || key === 'contact_email') return z.string().trim().pipe(z.email());
      if (key === 'website_url') return webAddress(validationMessages.webAddress);
      return textInput().trim().min(1).max(300);
  }
}

/** One schema per setting key, with the ranges of SETTING_DEFINITIONS. */
export const settingValueSchemas = Object.fromEntries(
  (Object.keys(SETTING_DEFINITIONS) as SettingKey[]).map((key) => [key, valueSchemaFor(key)]),
) as Record<SettingKey, z.ZodType>;

/** Save Settings sends the changed keys; unknown keys are refused. */
export const settingsUpdateSchema = z
  .record(z.string(), z.unknown())
  .superRefine((values, ctx) => {
    for (const [key, value] of Object.entries(values)) {
      // Own keys only: "constructor" or "toString" must be unknown settings, not built-in functions.
      const schema = Object.hasOwn(settingValueSchemas, key) ? settingValueSchemas[key as SettingKey] : undefined;
      if (!schema) {
        ctx.addIssue({ code: 'custom', message: `Unknown setting ${key}`, path: [key] });
        continue;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
      }
    }
  })
  .transform((values) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, settingValueSchemas[key as SettingKey].parse(value)]),
    ),
  );

/** The settings anyone may read: never a key, never a secret. */
export const publicSettingsSchema = z.strictObject({
  system_name: z.string(),
  company_name: z.string(),
  maintenance_mode: z.boolean(),
  website_url: z.string(),
  contact_email: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** A third-party key typed in Settings: write-only; blank removes it. */
export const secretSettingInputSchema = z.strictObject({
  value: textInput().trim().max(500),
});

/** What the back office learns of a secret setting: whether it is set, and its last characters. */
export const secretSettingStatusSchema = z.object({
  key: z.string(),
  configured: z.boolean(),
  hint: z.string().nullable(),
  updated_at: isoDateTime.nullable(),
});
export type SecretSettingStatus = z.infer<typeof secretSettingStatusSchema>;

/** Where AI requests go (Settings → Advanced): the provider's host, and whether it is in Bahrain. */
export const aiProviderSchema = z.strictObject({ host: z.string(), in_bahrain: z.boolean() });
export type AiProvider = z.infer<typeof aiProviderSchema>;

const settingsObject = <K extends EditableSettingKey>(keys: readonly K[], optional = false) =>
  z.strictObject(
    Object.fromEntries(
      keys.map((key) => [key, optional ? settingValueSchemas[key].optional() : settingValueSchemas[key]]),
    ) as Record<K, z.ZodType>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? settingsMessages.unknownSetting(issue.keys.join(', ')) : undefined,
    },
  );

/** The form of one Settings tab: every key it shows, each with its range. */
export const settingsTabSchema = (tab: SettingsFormTab) => settingsObject(SETTINGS_FORM_TABS[tab]);

/**
 * Save Settings: the changed keys of one tab (or several), each checked with its range; a key that is
 * no form's (a secret, the legacy copy, anything unknown) is refused.
 */
export const settingsChangesSchema = settingsObject(EDITABLE_SETTING_KEYS, true);

/** What the back office reads of the editable settings: every key, its stored value or default. */
export type EditableSettings = {
  [K in EditableSettingKey]: (typeof SETTING_DEFINITIONS)[K]['default'] extends boolean
    ? boolean
    : (typeof SETTING_DEFINITIONS)[K]['default'] extends number
      ? number
      : (typeof SETTING_DEFINITIONS)[K]['default'] extends string
        ? string
        : { value: number };
};

/** Save Settings' answer: every setting as now stored, the keys that changed, and the product's message. */
export interface SettingsSaved {
  data: EditableSettings;
  changed: EditableSettingKey[];
  message: string;
}
