import fs from 'node:fs';
import path from 'node:path';
import { isKnownEntry, type DataFolder } from './manifest.js';

/** A file of DATA_DIR that goes into a backup as the entry `name`. */
export interface DataFile {
  name: string;
  file: string;
  size: number;
  mode: number;
  mtime: Date;
}

// Files being written: the local storage driver's `*.tmp` and the outbox's `*.partial` become
// their real names by a rename, so a copy of the half-written file would be useless.
const IN_PROGRESS = /\.(tmp|partial)$/;

/**
 * The files under the given DATA_DIR folders, sorted by name; `skipped` lists files whose names
 * Gavel never writes (someone put them there), which are left out of the backup.
 */
export function listDataFiles(
  dataDir: string,
  folders: readonly DataFolder[],
): { files: DataFile[]; skipped: string[] } {
  const files: DataFile[] = [];
  const skipped: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      const name = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(file, name);
      } else if (!entry.isFile() || !isKnownEntry(name)) {
        skipped.push(path.relative(dataDir, file));
      } else if (!IN_PROGRESS.test(entry.name)) {
        try {
          const stat = fs.statSync(file);
          files.push({ name, file, size: stat.size, mode: stat.mode, mtime: stat.mtime });
        } catch (err) {
          // Removed since the listing (an expired upload swept by a running server).
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    }
  };
  for (const folder of folders) walk(path.join(dataDir, folder), `data/${folder}`);
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { files, skipped };
}

/** Whether `dir` is missing or holds nothing. */
export function isEmptyOrMissing(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}
