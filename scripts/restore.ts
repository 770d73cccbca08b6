// Checks a backup made by `npm run backup`, or restores it: into the installation this environment
// configures (--yes, every instance stopped), or beside it for a check (--scratch <folder>). Checks
// the backup's hashes before changing anything; keeps what the real restore replaces beside it. The
// restored database is marked as a restored copy: instances on it send no e-mail and run no jobs or
// schedules until `npm run restore:go-live`. Runs against the built CMS and installs nothing.
//   npm run restore -- /var/backups/careers/careers-backup-2025-03-01T02-30-00Z
//   npm run restore -- /var/backups/careers/careers-backup-2025-03-01T02-30-00Z --scratch /var/tmp/restore-check
//   npm run restore -- /var/backups/careers/careers-backup-2025-03-01T02-30-00Z --yes
// An encrypted backup needs its identity: --identity /path/to/careers-backup-identity.txt
import { join } from 'node:path';
import {
  assertIdentityOpens,
  decryptingWith,
  encryptingFor,
  readIdentity,
  unchanged,
} from './lib/backup/encryption.ts';
import { formatCounts } from './lib/backup/format.ts';
import { appRelease } from './lib/backup/manifest.ts';
import { createPostgresDatabase } from './lib/backup/postgres.ts';
import { REPLACED_COPIES_KEPT } from './lib/backup/replaced-copies.ts';
import {
  checkBackup,
  describeDatabase,
  planRestore,
  type RestorePlan,
  readiness,
  restoreBackup,
} from './lib/backup/restore-backup.ts';
import { backupSettings, dataLocations } from './lib/built-cms.ts';
import { CommandError, runOperatorCommand } from './lib/operator-command.ts';

/** The variables that point an instance, started with the service's environment, at a scratch copy. */
function scratchEnvironment(plan: RestorePlan, scratch: string): string {
  const variables = [
    `CMS_DATA_DIR=${scratch}`,
    ...(plan.database.client === 'sqlite' ? [`DATABASE_FILENAME=${plan.database.filename}`] : []),
    `PRIVATE_FILES_DIR=${plan.folders['private-files']}`,
    `UPLOAD_TEMP_DIR=${join(scratch, 'upload-tmp')}`,
    `SITE_RELEASES_DIR=${join(scratch, 'site', 'releases')}`,
    'SITE_AUTO_BUILD=false',
    'HOST=127.0.0.1',
    'PORT=1338',
  ];
  return variables.join(' ');
}

await runOperatorCommand(
  {
    usage:
      'npm run restore -- <backup-folder> [--scratch <folder> | --yes] [--identity <file>]  (no --scratch or --yes: check it only)',
    flags: ['yes'],
    options: ['scratch', 'identity'],
  },
  async ({ folder, flags, options }) => {
    const scratch = options.get('scratch') ?? null;
    if (scratch && flags.has('yes')) {
      throw new CommandError('Give --yes (the real restore) or --scratch <folder> (a copy beside it), not both.');
    }
    const locations = dataLocations();
    const backup = await checkBackup(folder, locations);
    const { manifest, recipients } = backup;
    console.log(`Backup of ${manifest.created_at} (release ${manifest.app.commit ?? manifest.app.version}), intact:`);
    console.log(`  ${manifest.database.client}: ${formatCounts(manifest.database.row_counts)}`);
    console.log(`  private files: ${manifest.folders['private-files'].files}, media: ${manifest.folders.media.files}`);
    const identityFile = options.get('identity');
    const identity = identityFile ? await readIdentity(identityFile) : null;
    if (recipients) {
      console.log(`  encrypted for ${recipients.join(', ')}`);
      if (identity) {
        assertIdentityOpens(identity, recipients);
        console.log(`  ${identity.file} opens it`);
      }
    }
    const plan = planRestore(locations, scratch);
    const restoring = scratch !== null || flags.has('yes');
    if (!restoring) {
      // A check answers only whether the backup is intact: what would stop a restore today is a note.
      const ready = await readiness(plan, locations);
      if (ready.missingDatabase)
        console.log(`  note: the ${describeDatabase(plan.database)} does not exist yet: a restore creates it.`);
      for (const obstacle of ready.obstacles) console.log(`  note: ${obstacle}`);
      if (recipients && !identity) console.log('  note: restoring it needs its identity: --identity <file>');
      console.log(
        `Nothing was changed. To restore it: --scratch <folder> makes a copy beside this installation to look at; --yes replaces ${describeDatabase(plan.database)} and adds the files to ${plan.folders['private-files']} (stop every instance first).`,
      );
      return;
    }
    if (recipients && !identity) {
      throw new CommandError(
        `This backup is encrypted (for ${recipients.join(', ')}): give its identity with --identity <file>. Nothing was restored.`,
      );
    }
    let ready = await readiness(plan, locations);
    if (ready.missingDatabase && plan.database.client === 'postgres') {
      await createPostgresDatabase(plan.database);
      console.log(`  created the ${describeDatabase(plan.database)}`);
      ready = await readiness(plan, locations);
    }
    if (ready.obstacles.length > 0) throw new CommandError(`Nothing was restored. ${ready.obstacles.join(' ')}`);
    const { recipients: protectFor } = backupSettings();
    const report = await restoreBackup(folder, backup, plan, {
      open: identity ? decryptingWith(identity) : unchanged,
      protectReplaced: protectFor.length > 0 ? encryptingFor(protectFor) : null,
    });
    for (const [name, files] of Object.entries(report.folders)) {
      const aside = files.setAside > 0 ? `, ${files.setAside} different file(s) moved into .before-restore-*` : '';
      console.log(
        `  ${name.padEnd(14)} ${files.copied} restored, ${files.unchanged} already there${aside}, ${files.leftInPlace} not in the backup left in ${files.target}`,
      );
    }
    if (report.devSecrets) console.log(`  dev-secrets    ${report.devSecrets}`);
    const target = describeDatabase(plan.database);
    console.log(`  database       ${target}: every table holds the backup's rows`);
    if (report.previousDatabase) {
      console.log(
        `  the database as it was is kept in ${report.previousDatabase} (the last ${REPLACED_COPIES_KEPT} are kept)`,
      );
    }
    for (const removed of report.removedCopies) console.log(`  removed an older replaced database: ${removed}`);
    const current = appRelease().commit;
    if (manifest.app.commit && current && manifest.app.commit !== current) {
      console.log(`  note: the backup was made by release ${manifest.app.commit}, this checkout is ${current}.`);
      console.log('        A newer release updates the schema when it starts; to go back, build the backup’s release.');
    }
    console.log(
      '  The database is marked as a restored copy: an instance on it serves the site and back office, but sends no e-mail and runs no jobs or schedules until `npm run restore:go-live`.',
    );
    if (scratch) {
      console.log(`✔ Restored into a scratch copy: ${target}, files in ${scratch}.`);
      console.log('  To look at it, start an instance with the service’s environment and these:');
      console.log(`    ${scratchEnvironment(plan, scratch)}`);
      console.log(
        `  It serves this checkout's media library; the backup's is in ${plan.folders.media}. Never run restore:go-live on a scratch copy.`,
      );
      return;
    }
    console.log(
      '✔ Restored. Start the instances one at a time and wait for /_ready to answer 200; look at the data; then put it live: npm run restore:go-live',
    );
  },
);
