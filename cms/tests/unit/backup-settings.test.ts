import { describe, expect, it } from 'vitest';
import { readBackupSettings } from '../../src/platform/config/env';

// `npm run backup` encrypts for the public keys of BACKUP_RECIPIENT, and refuses in production
// without one: what it reads of the environment.

const ONE = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
const TWO = 'age1lggyhqrw2nlhcxprm67z43rta597azn8gknawjehu9d9dl0jq3yqqvfafg';

describe('the backup settings', () => {
  it('are the public keys of BACKUP_RECIPIENT, one or several', () => {
    expect(readBackupSettings({ BACKUP_RECIPIENT: ONE }).recipients).toEqual([ONE]);
    expect(readBackupSettings({ BACKUP_RECIPIENT: ` ${ONE}, ${TWO} ` }).recipients).toEqual([ONE, TWO]);
  });

  it('are no keys when it is unset or empty, and say whether this is production', () => {
    expect(readBackupSettings({})).toEqual({ recipients: [], isProduction: false });
    expect(readBackupSettings({ NODE_ENV: 'production', BACKUP_RECIPIENT: '' })).toEqual({
      recipients: [],
      isProduction: true,
    });
  });

  it('refuse what is not an age public key, such as the identity put there by mistake', () => {
    const identity = 'AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX';
    let message = '';
    try {
      readBackupSettings({ BACKUP_RECIPIENT: identity });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Invalid environment: ✖ age public keys \(age1…\), comma-separated\n {2}→ at BACKUP_RECIPIENT$/,
    );
    expect(message).not.toContain(identity);
  });
});
