import { createHmac } from 'node:crypto';

/**
 * An e-mail address as a rate-limit key names it: an HMAC-SHA256 of the trimmed, lower-cased address
 * under a key derived from the server's APP_KEYS. The limits table thus never holds an address, so an
 * erasure leaves none there nor in a backup, and no one without the secret can match a guess to a row.
 */
export function emailLimitKey(appKeys: string, email: string): string {
  const key = createHmac('sha256', appKeys.split(',')[0] ?? appKeys)
    .update('rate-limit-email')
    .digest();
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}
