import { emailNamePasswordProblem, messages } from '@careers/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts's list of the 49,000 most common passwords (all lowercase), kept on the server only:
 * shipped to the back office it would weigh half a megabyte. Built on first use.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password is refused beyond its length (ASVS 6.2.4), or undefined: a common password, in
 * any case, or one containing the account's e-mail name. Every path that sets a password asks this
 * before hashing: setup, a new user, Reset Password, one's own change and the reset link.
 */
export function guessablePasswordProblem(password: string, email: string): string | undefined {
  return (
    emailNamePasswordProblem(password, email) ?? (isCommonPassword(password) ? messages.passwords.guessable : undefined)
  );
}
