// Backs up this installation while it serves: the database (SQLite's online backup, or pg_dump of one
// snapshot), then candidates' files, the media library and a manifest, into a new timestamped folder.
// Encrypted for BACKUP_RECIPIENT when set; production refuses to write a backup in clear unless told
// to (--unencrypted). Runs against the built CMS and installs nothing; reads the server's own
// environment variables.
//   npm run backup -- /var/backups/careers
import { join } from 'node:path';
import { formatBytes, formatCounts } from './lib/backup/format.ts';
import { makeBackup } from './lib/backup/make-backup.ts';
import { backupSettings, dataLocations } from './lib/built-cms.ts';
import { CommandError, runOperatorCommand } from './lib/operator-command.ts';

await runOperatorCommand(
  { usage: 'npm run backup -- <target-folder> [--unencrypted]', flags: ['unencrypted'] },
  async ({ folder, flags }) => {
    const locations = dataLocations();
    const { recipients, isProduction } = backupSettings();
    if (recipients.length > 0 && flags.has('unencrypted')) {
      throw new CommandError('BACKUP_RECIPIENT is set: backups are encrypted for it. Leave out --unencrypted.');
    }
    if (recipients.length === 0 && isProduction && !flags.has('unencrypted')) {
      throw new CommandError(
        'Nothing was backed up: a backup holds candidates’ and employees’ personal data (CPR numbers, IBANs, CVs), and production encrypts it. Set BACKUP_RECIPIENT to the public key of a backup identity (npm run backup:keygen -- <identity-file> makes one; docs/OPERATIONS.md, "Backups"), or write this one in clear with --unencrypted.',
      );
    }
    const source = locations.database.client === 'sqlite' ? locations.database.filename : 'PostgreSQL (pg_dump)';
    console.log(`Backing up ${source} and the files into ${folder}`);
    if (recipients.length === 0) console.log('  ! in clear: BACKUP_RECIPIENT is not set');
    const {
      folder: made,
      manifest,
      skipped,
    } = await makeBackup(locations, folder, recipients.length > 0 ? recipients : null);
    const { database, folders } = manifest;
    console.log(
      `  database       ${join(made, database.file)}: ${formatBytes(database.bytes)}, ${formatCounts(database.row_counts)}`,
    );
    for (const [name, summary] of Object.entries(folders)) {
      console.log(`  ${name.padEnd(14)} ${summary.files} files, ${formatBytes(summary.bytes)} from ${summary.source}`);
    }
    if (manifest.dev_secrets)
      console.log(
        '  dev-secrets    the generated development secrets (this installation has no secrets in its environment)',
      );
    if (manifest.encryption) console.log(`  encrypted for  ${manifest.encryption.recipients.join(', ')}`);
    for (const path of skipped) console.log(`  ! left out ${path}: not a regular file`);
    console.log(`✔ Backup complete in ${manifest.seconds.toFixed(1)} s: ${made}`);
    console.log(`  (manifest.json says what it holds; check it anywhere with: cd ${made} && sha256sum -c SHA256SUMS)`);
  },
);
