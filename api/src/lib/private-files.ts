// What the server writes into DATA_DIR (the SQLite database and its -wal/-shm files, the
// generated jwt-secret, the e-mail outbox and its messages) is for the server's own user only:
// folders 0700, files 0600, whatever the umask of the process that starts it. Each creation
// gives its mode explicitly (a folder's is set again with chmod: a umask can only narrow a
// creation mode, and a folder narrowed to 0500 would be unusable). What already exists is left
// as it is: an operator may have opened it on purpose (a backup group), or created it before
// this rule. The start names it in a warning when other users can read it
// (`dataDirWarnings`).
import { chmod, mkdir } from 'node:fs/promises';
import {
  chmodSync,
  closeSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The folders mkdir -p created: from `dir` up to `first` (the first one it created). */
function createdFolders(first: string | undefined, dir: string): string[] {
  if (first === undefined) return [];
  const top = path.resolve(first);
  const out: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    out.push(current);
    if (current === top || current === path.dirname(current)) return out;
  }
}

/** Creates `dir` (and its missing parents) as 0700; an existing folder is left as it is. */
export function ensurePrivateDirSync(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const folder of createdFolders(first, dir)) chmodSync(folder, PRIVATE_DIR_MODE);
}

/** ensurePrivateDirSync, without blocking. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const folder of createdFolders(first, dir)) await chmod(folder, PRIVATE_DIR_MODE);
}

/**
 * Creates `file` empty and 0600 unless it exists. For the SQLite database, before SQLite opens
 * it: an empty file is an empty database, and SQLite gives the -wal, -shm and -journal files it
 * creates the database file's mode (its own default for a new database file is 0644).
 */
export function createPrivateFileSync(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface OpenEntry {
  path: string;
  kind: 'folder' | 'file';
  /** Octal, like ls and chmod write it: '0644'. */
  mode: string;
}

/** Entries looked at, at most: DATA_DIR pointed at a large tree must not stall the start. */
const MAX_ENTRIES = 10_000;

const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;

/**
 * DATA_DIR itself and what is in it (folders searched, symbolic links judged by their target but
 * not followed into) that other users of the machine may read, write or enter: any group or
 * other permission bit. Nothing when DATA_DIR does not exist yet, or on Windows (no such modes).
 */
export function openDataDirEntries(dataDir: string): OpenEntry[] {
  if (process.platform === 'win32') return [];
  const open: OpenEntry[] = [];
  let seen = 0;
  const visit = (entry: string, top: boolean): void => {
    if (seen >= MAX_ENTRIES) return;
    seen += 1;
    let stats: Stats;
    let isLink = false;
    try {
      stats = lstatSync(entry);
      if (stats.isSymbolicLink()) {
        isLink = true;
        stats = statSync(entry);
      }
    } catch {
      return; // gone meanwhile, or a dangling link
    }
    if (!stats.isDirectory() && !stats.isFile()) return;
    if ((stats.mode & 0o077) !== 0) {
      open.push({
        path: entry,
        kind: stats.isDirectory() ? 'folder' : 'file',
        mode: octal(stats.mode),
      });
    }
    if (stats.isDirectory() && (top || !isLink)) {
      let names: string[];
      try {
        names = readdirSync(entry).sort();
      } catch {
        return;
      }
      for (const name of names) visit(path.join(entry, name), false);
    }
  };
  visit(path.resolve(dataDir), true);
  return open;
}

/** How many entries are named one by one; the rest are counted. */
const NAMED = 20;

/** The start's warnings about `openDataDirEntries`: one line per entry, a few at most. */
export function dataDirWarnings(dataDir: string): Array<{ entry?: OpenEntry; message: string }> {
  const open = openDataDirEntries(dataDir);
  const lines: Array<{ entry?: OpenEntry; message: string }> = open.slice(0, NAMED).map((entry) => {
    const wanted = entry.kind === 'folder' ? '700' : '600';
    return {
      entry,
      message: `DATA_DIR ${entry.kind} ${entry.path} is open to other users of this machine (mode ${entry.mode}): it may hold the database, secrets or e-mails. Run: chmod ${wanted} '${entry.path}'`,
    };
  });
  if (open.length > NAMED) {
    lines.push({
      message: `${open.length - NAMED} more entries in DATA_DIR ${dataDir} are open to other users of this machine. Run: chmod -R go= '${dataDir}'`,
    });
  }
  return lines;
}
