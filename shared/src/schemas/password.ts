import { z } from 'zod';
import { emailNamePasswordProblem } from '../domain/password-rules';
import { passwordsMessages } from '../messages';

/**
 * The current password, asked when an admin changes their own e-mail or password: a
 * session alone must not be enough to take the account over. Only the server knows whose it is.
 */
export const currentPassword = z.string().max(256).optional();

/** A form with the account's e-mail and a new password: the password must not contain the e-mail name. */
export function refusingEmailName<T extends z.ZodType<{ email: string; password: string }>>(schema: T): T {
  return schema.refine((form) => !emailNamePasswordProblem(form.password, form.email), {
    error: passwordsMessages.guessable,
    path: ['password'],
  }) as T;
}
