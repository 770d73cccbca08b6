import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MIN_SECONDS_BEFORE_SUBMIT } from '@careers/shared';
import { now as clockNow } from '../../../platform/clock';

/** A form left open longer than this must be reopened (the token is then refused as invalid). */
export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;

interface TokenPayload {
  /** The posting the modal was opened for. */
  j: string;
  /** When the modal asked for the token (ms). */
  t: number;
  /** Random: names this token in the used-token records, which make it single-use. */
  n: string;
}

export type TokenCheck =
  | { result: 'ok'; nonce: string; expiresAt: number }
  | { result: 'invalid' }
  | { result: 'too-fast' };

const INVALID: TokenCheck = { result: 'invalid' };

function keyFrom(appKeys: string): Buffer {
  // A key of its own, derived from the app keys, so a token can never pass for anything else.
  return createHmac('sha256', appKeys.split(',')[0] ?? appKeys)
    .update('apply-form-token')
    .digest();
}

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/**
 * The signed token the modal gets when it opens: it proves when the form was opened, so the
 * 5-second minimum (docs/requirements.md#applying-no-account) is enforced by the server, not by the browser.
 */
export function issueFormToken(appKeys: string, jobId: string, now = clockNow()): string {
  const body = Buffer.from(JSON.stringify({ j: jobId, t: now, n: randomBytes(9).toString('base64url') })).toString(
    'base64url',
  );
  return `${body}.${sign(keyFrom(appKeys), body)}`;
}

/** Signature, posting, age: whether this token may make an application (its single use is checked on insert). */
export function checkFormToken(appKeys: string, token: string, jobId: string, now = clockNow()): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return INVALID;
  const expected = Buffer.from(sign(keyFrom(appKeys), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return INVALID;
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return INVALID;
  }
  if (payload.j !== jobId || typeof payload.t !== 'number' || typeof payload.n !== 'string') return INVALID;
  const age = now - payload.t;
  if (age < 0 || age > TOKEN_LIFETIME_MS) return INVALID;
  if (age < MIN_SECONDS_BEFORE_SUBMIT * 1000) return { result: 'too-fast' };
  return { result: 'ok', nonce: payload.n, expiresAt: payload.t + TOKEN_LIFETIME_MS };
}
