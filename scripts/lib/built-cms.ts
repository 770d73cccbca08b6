// What an operational command uses of the CMS: its compiled code and the packages it installed.
// Nothing is installed or compiled here, so the command is safe beside running instances.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BackupSettings, DataLocations } from '../../cms/src/platform/config/env.ts';
import { CommandError } from './operator-command.ts';
import { ROOT } from './run.ts';

export const CMS_DIR = join(ROOT, 'cms');
/** Strapi's media library (public images), beside the CMS's code rather than in its data folder. */
export const MEDIA_DIR = join(CMS_DIR, 'public', 'uploads');

const requireFromCms = createRequire(join(CMS_DIR, 'package.json'));

/** A package the CMS depends on (better-sqlite3, pg), as the server loads it. */
export function cmsPackage<T>(name: string): T {
  return requireFromCms(name) as T;
}

/** A module of the built CMS, e.g. `platform/config/env.js`: the code the instances run. */
export function builtModule<T>(path: string): T {
  const file = join(CMS_DIR, 'dist', 'src', path);
  if (!existsSync(file)) {
    throw new CommandError(`The built CMS has no ${file}: build this release as for a start, then run this again.`);
  }
  return requireFromCms(file) as T;
}

type EnvModule = Partial<typeof import('../../cms/src/platform/config/env.ts')>;

/** A function of the built env module; refuses a build older than this command. */
function envFunction<K extends 'readDataLocations' | 'readBackupSettings'>(name: K): NonNullable<EnvModule[K]> {
  const found = builtModule<EnvModule>('platform/config/env.js')[name];
  if (!found) {
    throw new CommandError('The built CMS is older than this command: build this release, then run it again.');
  }
  return found as NonNullable<EnvModule[K]>;
}

/** The server's own check of the environment, as a message rather than a stack trace. */
function readChecked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Invalid environment')) {
      throw new CommandError(error.message);
    }
    throw error;
  }
}

/**
 * The database and folders this installation uses, by the server's own rules (its compiled env
 * module) from the server's working folder, so relative paths mean what they mean to the server.
 */
export function dataLocations(): DataLocations {
  const read = envFunction('readDataLocations');
  process.chdir(CMS_DIR);
  return readChecked(() => read());
}

/** The backup's recipients (BACKUP_RECIPIENT) and whether this is production, from the environment. */
export function backupSettings(): BackupSettings {
  const read = envFunction('readBackupSettings');
  return readChecked(() => read());
}
