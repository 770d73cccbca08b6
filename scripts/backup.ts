// Backs up this installation while it serves: the database (SQLite's online backup, or pg_dump of one
// snapshot), then candidates' files, the media library and a manifest, into a new timestamped folder.
// Runs against the built CMS and installs nothing; reads the server's own environment variables.
//   npm run backup -- /var/backups/careers
import { join } from 'node:path';
import { formatBytes, formatCounts } from './lib/backup/format.ts';
import { makeBackup } from './lib/backup/make-backup.ts';
import { dataLocations } from './lib/built-cms.ts';
import { runOperatorCommand } from './lib/operator-command.ts';

await runOperatorCommand({ usage: 'npm run backup -- <target-folder>', flags: [] }, async ({ folder }) => {
  const locations = dataLocations();
  const source = locations.database.client === 'sqlite' ? locations.database.filename : 'PostgreSQL (pg_dump)';
  console.log(`Backing up ${source} and the files into ${folder}`);
  const { folder: made, manifest, skipped } = await makeBackup(locations, folder);
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
  for (const path of skipped) console.log(`  ! left out ${path}: not a regular file`);
  console.log(`✔ Backup complete in ${manifest.seconds.toFixed(1)} s: ${made}`);
  console.log(`  (manifest.json says what it holds; check it anywhere with: cd ${made} && sha256sum -c SHA256SUMS)`);
});
