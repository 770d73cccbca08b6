import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { signInMessages } from '../messages';
import { emailAddress, isoDateTime, personName, textInput } from './common';
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
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/**
 * First-admin setup: full name, e-mail and a password of at least 8 characters
 * that does not contain the e-mail name (the server also refuses common ones).
 */
export const adminSetupSchema = refusingEmailName(
  z.strictObject({
    full_name: personName(200),
    email: emailAddress,
    password: textInput().min(PASSWORD_MIN_LENGTH, { error: signInMessages.passwordTooShort }).max(256),
  }),
);
export type AdminSetupForm = z.input<typeof adminSetupSchema>;

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

// The sign-in pages' answers, each inside `data` as Strapi's own are.

/** The password step: a code was e-mailed now, or the one sent before is still valid until `expires_at`. */
export const signInCodeAnswerSchema = z.strictObject({
  data: z.strictObject({ code_sent: z.boolean(), expires_at: isoDateTime }),
});
export type SignInCodeAnswer = z.infer<typeof signInCodeAnswerSchema>;

/** Forgot password, reset password and first-admin setup: the product's message for what happened. */
export const signInMessageAnswerSchema = z.strictObject({ data: z.strictObject({ message: z.string() }) });
export type SignInMessageAnswer = z.infer<typeof signInMessageAnswerSchema>;

/** Whether first-admin setup is still open (no admin exists yet). */
export const setupStateAnswerSchema = z.strictObject({ data: z.strictObject({ setup_open: z.boolean() }) });
export type SetupStateAnswer = z.infer<typeof setupStateAnswerSchema>;

/** The account check's answer. */
export const accountDiagnosisAnswerSchema = z.strictObject({ data: accountDiagnosisSchema });
export type AccountDiagnosisAnswer = z.infer<typeof accountDiagnosisAnswerSchema>;
