import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '../../src/domain/settings/secret-settings';

const KEY = 'deployment-encryption-key-0123456789';
const SECRET = 'sk-live-abcdefghijklmnopqrstuvwxyz';

describe('secret settings at rest', () => {
  it('round-trips, and never stores the plain key or the same ciphertext twice', () => {
    const first = encryptSecret(KEY, 'openai_api_key', SECRET);
    const second = encryptSecret(KEY, 'openai_api_key', SECRET);
    expect(first).not.toContain(SECRET);
    expect(first).not.toBe(second);
    expect(decryptSecret(KEY, 'openai_api_key', first)).toBe(SECRET);
  });

  it('does not open with another ENCRYPTION_KEY, and says what to do', () => {
    const sealed = encryptSecret(KEY, 'openai_api_key', SECRET);
    expect(() => decryptSecret('another-deployment-key-0123456789', 'openai_api_key', sealed)).toThrow(
      /cannot be decrypted with this ENCRYPTION_KEY/,
    );
  });

  it('does not open under another setting name (a copied ciphertext is useless)', () => {
    const sealed = encryptSecret(KEY, 'openai_api_key', SECRET);
    expect(() => decryptSecret(KEY, 'resend_api_key', sealed)).toThrow();
  });

  it('refuses a value tampered with', () => {
    const sealed = encryptSecret(KEY, 'openai_api_key', SECRET);
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptSecret(KEY, 'openai_api_key', parts.join('.'))).toThrow();
  });
});
