import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE } from '@careers/shared';

/** A secret for a cookie or a link: 32 random bytes. Only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits, 100000 to 999999, from the operating system's random source, so none can be predicted. */
export function newSignInCode(): string {
  return String(randomInt(SIGN_IN_CODE.min, SIGN_IN_CODE.maxExclusive));
}

/**
 * A code has only 900,000 values, so a plain hash could be reversed by trying them all: it is keyed
 * with a secret of the server and bound to the e-mail it was sent to.
 */
export function hashSignInCode(appKeys: string, email: string, code: string): string {
  const key = createHmac('sha256', appKeys.split(',')[0] ?? appKeys)
    .update('sign-in-code')
    .digest();
  return createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
