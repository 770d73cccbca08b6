// Makes the key pair that protects the backups: the identity (private key) into a new owner-only
// file, to keep off the servers, and the public key to set as BACKUP_RECIPIENT on every instance.
// Needs nothing of the CMS: run it on the operator's own machine as well as on a server.
//   npm run backup:keygen -- ~/careers-backup-identity.txt
import { writeFileSync } from 'node:fs';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { CommandError, runOperatorCommand } from './lib/operator-command.ts';

await runOperatorCommand({ usage: 'npm run backup:keygen -- <identity-file>', flags: [] }, async ({ folder: file }) => {
  const identity = await generateIdentity();
  const recipient = await identityToRecipient(identity);
  // The file age itself writes (age-keygen): the `age` tool and a restore read it alike.
  const text = `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`;
  try {
    writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new CommandError(`${file} exists already: it may be the only key to older backups. Nothing was written.`);
  }
  console.log(`✔ Wrote the backup identity (the private key) to ${file}, readable by you only.`);
  console.log(`  Public key: ${recipient}`);
  console.log(`  Add this line to the environment file of every instance (/etc/careers/careers.env):`);
  console.log(`    BACKUP_RECIPIENT=${recipient}`);
  console.log(
    `  Keep ${file} off the servers, in two safe places (a password manager, an offline copy): without it no backup can be restored, with it anyone can read them.`,
  );
});
