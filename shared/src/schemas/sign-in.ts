import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { signInMessages } from '../messages';
import { emailAddress, requiredText, textInput } from './common';
import { refusingEmailName } from './password';

export const signInPasswordSchema = z.strictObject({
  email: emailAddress,
  password: z.string().min(1, { error: signInMessages.invalidCredentials }).max(256),
});

export const signInCodeSchema = z.strictObject({
  email: emailAddress,
  code: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: signInMessages.invalidOrExpiredCode }),
});

export const forgotPasswordSchema = z.strictObject({ email: emailAddress });

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().min(1, { error: signInMessages.invalidResetToken }).max(200),
    new_password: textInput().min(PASSWORD_MIN_LENGTH, { error: signInMessages.passwordTooShort }).max(256),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: signInMessages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/**
 * First-admin setup: full name, e-mail and a password of at least 8 characters (deliberate change 2)
 * that does not contain the e-mail name (the server also refuses common ones).
 */
export const adminSetupSchema = refusingEmailName(
  z.strictObject({
    full_name: requiredText(200),
    email: emailAddress,
    password: textInput().min(PASSWORD_MIN_LENGTH, { error: signInMessages.passwordTooShort }).max(256),
  }),
);

/** The account check's answer (for ops who cannot sign in): what exists for an e-mail, how to fix it. */
export const accountDiagnosisSchema = z.strictObject({
  email: z.string(),
  admin_record_exists: z.boolean(),
  is_active: z.boolean().nullable(),
  authentication_account_exists: z.boolean(),
  role_name: z.string().nullable(),
  how_to_fix: z.string(),
});
export type AccountDiagnosis = z.infer<typeof accountDiagnosisSchema>;
