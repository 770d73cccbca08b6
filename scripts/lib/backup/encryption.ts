// Backups at rest: every file a backup stores is encrypted with age (the age-encryption package, the
// format's own TypeScript implementation) for the public keys of BACKUP_RECIPIENT. Only an identity,
// the private key kept off the servers and given to a restore as a file, opens them.
import { existsSync, type ReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption';
import { CommandError } from '../operator-command.ts';

/** How a file's bytes change on their way into, or out of, a backup. */
export type Passage = (input: Readable) => Promise<Readable>;

export const unchanged: Passage = async (input) => input;

const toWeb = (input: Readable) => Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (output: ReadableStream<Uint8Array>) => Readable.fromWeb(output as unknown as NodeReadableStream);

/** Encrypts for every recipient: each of their identities opens the file. */
export function encryptingFor(recipients: string[]): Passage {
  const encrypter = new Encrypter();
  for (const recipient of recipients) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      throw new CommandError(`BACKUP_RECIPIENT holds ${recipient}, which is not an age public key.`);
    }
  }
  return async (input) => fromWeb(await encrypter.encrypt(toWeb(input)));
}

export interface BackupIdentity {
  file: string;
  /** The AGE-SECRET-KEY-1… lines of the file. */
  keys: string[];
  /** Their public keys (age1…), to name them and to match a backup's recipients. */
  recipients: string[];
}

const KEYGEN = 'npm run backup:keygen writes one';

/** An identity file as age writes it: comment lines, and one AGE-SECRET-KEY-1… line per key. */
export async function readIdentity(file: string): Promise<BackupIdentity> {
  if (!existsSync(file)) throw new CommandError(`There is no identity file at ${file}.`);
  const keys = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const notAKey = `${file} is not an age identity file: it must hold a line AGE-SECRET-KEY-1… (${KEYGEN}).`;
  if (keys.length === 0 || !keys.every((key) => key.startsWith('AGE-SECRET-KEY-'))) throw new CommandError(notAKey);
  try {
    return { file, keys, recipients: await Promise.all(keys.map((key) => identityToRecipient(key))) };
  } catch {
    throw new CommandError(notAKey);
  }
}

/** Refuses, before anything changes, an identity that is not one of the backup's recipients. */
export function assertIdentityOpens(identity: BackupIdentity, recipients: string[]): void {
  if (identity.recipients.some((recipient) => recipients.includes(recipient))) return;
  throw new CommandError(
    `The identity in ${identity.file} (public key ${identity.recipients.join(', ')}) does not open this backup: it was encrypted for ${recipients.join(', ')}. Nothing was restored.`,
  );
}

/** Decrypts with the identity; a file it cannot open, or one damaged, fails with its name. */
export function decryptingWith(identity: BackupIdentity): Passage {
  const decrypter = new Decrypter();
  for (const key of identity.keys) decrypter.addIdentity(key);
  return async (input) => {
    try {
      return fromWeb(await decrypter.decrypt(toWeb(input)));
    } catch (error) {
      const { path } = input as Partial<ReadStream>;
      const name = typeof path === 'string' ? path : 'A file of the backup';
      throw new CommandError(`${name} could not be decrypted with ${identity.file}: ${(error as Error).message}.`);
    }
  };
}
