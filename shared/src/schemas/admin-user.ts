import { z } from 'zod';
import { THEMES } from '../constants/content';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { normaliseRoleName, PERMISSION_KEYS } from '../constants/roles';
import { usersMessages, validationMessages } from '../messages';
import { documentId, emailAddress, isoDateTime, personName, requiredText, textInput } from './common';
import { currentPassword, refusingEmailName } from './password';

/** At least 8 characters everywhere, as every password form asks; argon2 has no silent truncation. */
const managedPassword = textInput()
  .min(PASSWORD_MIN_LENGTH, { error: usersMessages.passwordTooShort })
  .max(256, { error: 'Password must be at most 256 characters' });

/** A new admin: the password must not contain the e-mail name (the server also refuses common ones). */
export const adminUserCreateFormSchema = refusingEmailName(
  z.strictObject({
    email: emailAddress,
    full_name: personName(200),
    password: managedPassword,
    role_id: documentId,
  }),
);

/** The edit form: e-mail is not editable here. */
export const adminUserUpdateFormSchema = z.strictObject({
  full_name: personName(200),
  role_id: documentId,
  is_active: z.boolean(),
});

/** Change E-mail; an admin changing their own also gives their current password. */
export const adminEmailChangeFormSchema = z
  .strictObject({ current_email: emailAddress, new_email: emailAddress, current_password: currentPassword })
  .refine((form) => form.current_email !== form.new_email, {
    error: usersMessages.emailMustDiffer,
    path: ['new_email'],
  });

/** Reset Password; an admin changing their own also gives their current one. */
export const adminPasswordSetFormSchema = z
  .strictObject({ new_password: managedPassword, confirm_password: z.string(), current_password: currentPassword })
  .refine((form) => form.new_password === form.confirm_password, {
    error: usersMessages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

export const themePreferenceSchema = z.strictObject({ theme_preference: z.enum(THEMES) });
/** The saved theme, answered back. */
export const themeAnswerSchema = z.strictObject({ data: themePreferenceSchema });
export type ThemePreference = z.infer<typeof themePreferenceSchema>;
export type ThemeAnswer = z.infer<typeof themeAnswerSchema>;

const permissionsSchema = z.strictObject(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, z.boolean().default(false)])) as Record<
    (typeof PERMISSION_KEYS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** A new role: name and description required; the name becomes lowercase with underscores. */
export const roleCreateFormSchema = z.strictObject({
  name: requiredText(80)
    .transform(normaliseRoleName)
    .pipe(z.string().regex(/^[a-z0-9_]+$/, validationMessages.roleNameCharacters)),
  description: requiredText(500),
  permissions: permissionsSchema,
});

/** A role's name is fixed after creation. */
export const roleUpdateFormSchema = z.strictObject({
  description: requiredText(500),
  permissions: permissionsSchema,
});

/** A role's eight flags as the server answers them: every flag, true or false. */
export const grantedPermissionsSchema = z.strictObject(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof PERMISSION_KEYS)[number],
    z.ZodBoolean
  >,
);

/** An admin account as Settings → Admin Users lists and edits it (GET /backoffice/users). */
export const adminUserRecordSchema = z.strictObject({
  id: documentId,
  email: z.string(),
  full_name: z.string(),
  role_id: documentId.nullable(),
  role_name: z.string().nullable(),
  is_active: z.boolean(),
  last_login: isoDateTime.nullable(),
  theme_preference: z.enum(THEMES),
  created_at: isoDateTime,
});
export type AdminUserRecord = z.infer<typeof adminUserRecordSchema>;

/** A role with its eight flags, how many accounts hold it and how many flags it grants (GET /backoffice/roles). */
export const adminRoleRecordSchema = z.strictObject({
  id: documentId,
  name: z.string(),
  description: z.string(),
  permissions: grantedPermissionsSchema,
  is_built_in: z.boolean(),
  user_count: z.number().int().min(0),
  permission_count: z.number().int().min(0).max(PERMISSION_KEYS.length),
});
export type AdminRoleRecord = z.infer<typeof adminRoleRecordSchema>;
