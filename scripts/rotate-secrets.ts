// Rotates the instances' secrets: new values for those asked for, printed as the lines to put in the
// environment file. A new ENCRYPTION_KEY (generated, or given in NEW_ENCRYPTION_KEY) first
// re-encrypts every value stored with the old one (the ENCRYPTION_KEY of this environment), in one
// transaction, with every instance stopped; when any value does not open with the old key, nothing
// is changed. Runs against the built CMS and installs nothing.
//   npm run secrets:rotate -- --all
//   npm run secrets:rotate -- --encryption-key --app-keys
import type { SecretName } from '../cms/src/platform/config/production-requirements.ts';
import { describeDatabase } from './lib/backup/restore-backup.ts';
import { dataLocations } from './lib/built-cms.ts';
import { CommandError, runOperatorCommand } from './lib/operator-command.ts';
import { flagOf, newValue, secretNames } from './lib/secrets/new-values.ts';
import { reencryptStoredValues } from './lib/secrets/reencrypt-database.ts';

/** As the CMS requires of every secret in production. */
const MIN_LENGTH = 16;

function givenEncryptionKey(oldKey: string): string | null {
  const given = process.env.NEW_ENCRYPTION_KEY;
  if (!given) return null;
  if (given.length < MIN_LENGTH) {
    throw new CommandError(`NEW_ENCRYPTION_KEY must have at least ${MIN_LENGTH} characters.`);
  }
  if (given === oldKey) throw new CommandError('NEW_ENCRYPTION_KEY is the ENCRYPTION_KEY in use: give a new one.');
  return given;
}

/** The secrets of the built CMS, whose flags the command takes; without a build, the reason in one line. */
function knownSecrets(): readonly SecretName[] {
  try {
    return secretNames();
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

const ROTATABLE = knownSecrets();

await runOperatorCommand(
  {
    usage: `npm run secrets:rotate -- --all | ${ROTATABLE.map((name) => `--${flagOf(name)}`).join(' ')}  (one or more)`,
    flags: ['all', ...ROTATABLE.map(flagOf)],
    takesFolder: false,
  },
  async ({ flags }) => {
    const wanted = ROTATABLE.filter((name) => flags.has('all') || flags.has(flagOf(name)));
    if (wanted.length === 0) throw new CommandError('Name the secrets to rotate, or --all.');
    const values = new Map<SecretName, string>(wanted.map((name) => [name, newValue(name)]));
    if (values.has('ENCRYPTION_KEY')) {
      const oldKey = process.env.ENCRYPTION_KEY ?? '';
      if (!oldKey) {
        throw new CommandError(
          "ENCRYPTION_KEY is not set: run this with the instances' environment (/etc/careers/careers.env), whose key decrypts the stored values. Nothing was changed.",
        );
      }
      const newKey = givenEncryptionKey(oldKey) ?? (values.get('ENCRYPTION_KEY') as string);
      values.set('ENCRYPTION_KEY', newKey);
      const { database } = dataLocations();
      const resealed = await reencryptStoredValues(database, oldKey, newKey);
      const which = resealed.length > 0 ? `: ${resealed.map((row) => row.what).join(', ')}` : '';
      console.log(
        `✔ Re-encrypted ${resealed.length} stored value(s) with the new ENCRYPTION_KEY in ${describeDatabase(database)}${which}.`,
      );
      console.log('  Until the instances run with it, they cannot read these values: start none with the old key.');
    }
    console.log(
      '\nPut these lines in /etc/careers/careers.env on every instance, in place of the old ones, then start the instances:\n',
    );
    for (const [name, value] of values) console.log(`${name}=${value}`);
  },
);
