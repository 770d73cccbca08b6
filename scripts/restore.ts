// Restores a backup made by `npm run backup` into the installation this environment configures.
// Every instance must be stopped: it refuses while one uses the database, and without --yes.
// Checks the backup's hashes before changing anything; keeps what it replaces beside it.
// Runs against the built CMS and installs nothing.
//   npm run restore -- /var/backups/careers/careers-backup-2025-03-01T02-30-00Z --yes
import { formatCounts } from './lib/backup/format.ts';
import { appRelease } from './lib/backup/manifest.ts';
import { assertReadyToRestore, checkBackup, restoreBackup } from './lib/backup/restore-backup.ts';
import { dataLocations } from './lib/built-cms.ts';
import { CommandError, runOperatorCommand } from './lib/operator-command.ts';

await runOperatorCommand(
  { usage: 'npm run restore -- <backup-folder> --yes', flags: ['yes'] },
  async ({ folder, flags }) => {
    const locations = dataLocations();
    const backup = await checkBackup(folder, locations);
    const { manifest } = backup;
    const target = locations.database.client === 'sqlite' ? locations.database.filename : 'the PostgreSQL database';
    console.log(`Backup of ${manifest.created_at} (release ${manifest.app.commit ?? manifest.app.version}), intact:`);
    console.log(`  ${manifest.database.client}: ${formatCounts(manifest.database.row_counts)}`);
    console.log(`  private files: ${manifest.folders['private-files'].files}, media: ${manifest.folders.media.files}`);
    await assertReadyToRestore(locations);
    if (!flags.has('yes')) {
      throw new CommandError(
        `Nothing was changed. This replaces ${target} and adds the files to ${locations.privateFilesDir}. Stop every instance first, then run again with --yes.`,
      );
    }
    const report = await restoreBackup(folder, backup, locations);
    for (const [name, files] of Object.entries(report.folders)) {
      const aside = files.setAside > 0 ? `, ${files.setAside} different file(s) moved into .before-restore-*` : '';
      console.log(
        `  ${name.padEnd(14)} ${files.copied} restored, ${files.unchanged} already there${aside}, ${files.leftInPlace} not in the backup left in ${files.target}`,
      );
    }
    if (report.devSecrets) console.log(`  dev-secrets    ${report.devSecrets}`);
    console.log(`  database       ${target}: every table holds the backup's rows`);
    if (report.previousDatabase) console.log(`  the database as it was is kept in ${report.previousDatabase}`);
    const current = appRelease().commit;
    if (manifest.app.commit && current && manifest.app.commit !== current) {
      console.log(`  note: the backup was made by release ${manifest.app.commit}, this checkout is ${current}.`);
      console.log('        A newer release updates the schema when it starts; to go back, build the backup’s release.');
    }
    console.log('✔ Restored. Start the instances one at a time and wait for /_ready to answer 200.');
  },
);
