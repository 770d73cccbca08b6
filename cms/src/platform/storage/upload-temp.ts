import { closeSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Called by the multipart parser before it writes an upload: the file is created owner-only, so a
 * CV in transit is never readable by another account, even for the moment before it is removed.
 * The parser then opens it for writing, which keeps the mode.
 */
export function createOwnerOnlyUploadFile(_field: string, file: { filepath: string }): void {
  closeSync(openSync(file.filepath, 'wx', 0o600));
}

/**
 * Empties this instance's upload folder at start: after a crash (or a cut-off stop) partial and
 * complete uploads would stay in it for good. The folder is this instance's own (by default one per
 * port, and UPLOAD_TEMP_DIR is never shared), so nothing in it belongs to a request still running.
 */
export function sweepUploadTemp(dir: string): number {
  let removed = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    rmSync(join(dir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
