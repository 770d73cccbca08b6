// Strapi's own encryption of the /cms panel's API tokens (strapi_api_tokens.encrypted_key), so the
// panel can show a token again: AES-256-GCM under the SHA-256 of admin.secrets.encryptionKey, which
// the CMS sets to ENCRYPTION_KEY. Strapi's service needs a running Strapi; the format is this:
// `v1:<iv>:<ciphertext>:<tag>`, all hex.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const keyOf = (encryptionKey: string) => createHash('sha256').update(encryptionKey).digest();

export function sealTokenKey(encryptionKey: string, plain: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-gcm', keyOf(encryptionKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('hex'), data.toString('hex'), cipher.getAuthTag().toString('hex')].join(':');
}

/** The token's access key; throws when `encryptionKey` is not the one it was sealed with. */
export function openTokenKey(encryptionKey: string, sealed: string): string {
  const [version, iv, data, tag] = sealed.split(':');
  if (version !== VERSION || !iv || !data || !tag) throw new Error('not in the format Strapi writes');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(encryptionKey), Buffer.from(iv, 'hex'));
  decipher.setAuthTag(Buffer.from(tag, 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'hex')), decipher.final()]).toString('utf8');
}
