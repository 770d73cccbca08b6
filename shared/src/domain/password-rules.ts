import { EMAIL_NAME_MIN_LENGTH } from '../constants/limits';
import { passwordsMessages } from '../messages';

/** The name of an e-mail address (the part before @), lowercased; '' when too short to count. */
export function emailName(email: string): string {
  const at = email.lastIndexOf('@');
  const name = (at === -1 ? email : email.slice(0, at)).trim().toLowerCase();
  return name.length >= EMAIL_NAME_MIN_LENGTH ? name : '';
}

/**
 * The part of the password rules a browser can check by itself (ASVS 6.2.4): no password containing
 * the account's e-mail name, in any case. The server adds the list of common passwords, too large to
 * ship to the back office (cms/src/domain/auth/password-policy.ts).
 */
export function emailNamePasswordProblem(password: string, email: string): string | undefined {
  const name = emailName(email);
  return name && password.toLowerCase().includes(name) ? passwordsMessages.guessable : undefined;
}
