// Puts a restored database live: clears the mark `npm run restore` left, so the instances on it start
// sending e-mail and running jobs and schedules (the running ones within a tick, ENGINE_TICK_SECONDS).
// The last step of a real restore, once the data is checked; never for a scratch copy, whose
// environment still sends through the installation's mail server.
//   npm run restore:go-live
import { describeDatabase } from './lib/backup/restore-backup.ts';
import { clearMark, readMark, waitingWork } from './lib/backup/restored-mark.ts';
import { dataLocations } from './lib/built-cms.ts';
import { runOperatorCommand } from './lib/operator-command.ts';

await runOperatorCommand({ usage: 'npm run restore:go-live', flags: [], takesFolder: false }, async () => {
  const { database } = dataLocations();
  const target = describeDatabase(database);
  const mark = await readMark(database);
  if (!mark) {
    console.log(`${target} is not a restored copy: it is live already, nothing was changed.`);
    return;
  }
  const waiting = await waitingWork(database);
  await clearMark(database);
  console.log(`✔ ${target} is live (the backup of ${mark.backupCreatedAt}, restored ${mark.restoredAt}).`);
  console.log(
    `  The instances on it now send the ${waiting.emails} e-mail(s) waiting and run the ${waiting.jobs} job(s) waiting and the schedules; instances started from now on do so at once.`,
  );
});
