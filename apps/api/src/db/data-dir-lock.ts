import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Only one process may open a PGlite data folder. The holder's pid is in `server.lock`, which is
 * created atomically: the pid is written to a private file first, then hard-linked to
 * `server.lock`, which fails if the name exists. So of any number of processes starting at once
 * exactly one gets the lock, and no process ever sees a lock file without its pid.
 *
 * A lock whose pid is gone (the server was killed) is stale and taken over, safely too: the stale
 * file is renamed aside (atomic: of several racers one gets it), checked to still be the very
 * file judged stale (same inode), then deleted; had another process taken the lock in between,
 * its file is put back. Then the atomic create is tried again.
 */
export type DataDirLock = { release: () => void };

const IN_USE_HINT = 'Só um servidor pode abrir o banco embutido (PGlite); para várias instâncias use DATABASE_URL com PostgreSQL.';
const ATTEMPTS = 5;

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** A pid is alive when signal 0 reaches it (EPERM: it exists but belongs to another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** The lock file's pid (null when it holds none) and inode, read from one open file; null when there is no file. */
function readLock(file: string): { pid: number | null; ino: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
  try {
    const pid = Number(fs.readFileSync(fd, 'utf8').trim());
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : null, ino: fs.fstatSync(fd).ino };
  } finally {
    fs.closeSync(fd);
  }
}

/** The pid holding the folder, if that process is alive. */
export function lockHolder(dataDir: string): number | null {
  try {
    const lock = readLock(lockPath(dataDir));
    return lock?.pid && isAlive(lock.pid) ? lock.pid : null;
  } catch {
    return null;
  }
}

/** Creates `file` holding our pid, atomically; false when it already exists. */
function createLock(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(draft, String(process.pid), { flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes the stale lock file with inode `ino`, unless it was replaced meanwhile. */
function removeStale(file: string, ino: number): void {
  const aside = `${file}.stale.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return; // another process moved it first
    throw err;
  }
  try {
    if (fs.statSync(aside).ino === ino) return;
    // Not the stale file: another process took the lock after we looked. Give it back (link fails
    // only if a third process has created a lock since, which then is the one that counts).
    try {
      fs.linkSync(aside, file);
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const lock: DataDirLock = {
    release: () => {
      // Only our own file: nobody replaces a live holder's lock, so this check cannot go stale.
      if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createLock(file)) return lock;
    const current = readLock(file);
    if (!current) continue; // released or moved aside meanwhile: try again
    if (current.pid === process.pid) return lock; // this process holds it already
    if (current.pid !== null && isAlive(current.pid)) {
      throw new Error(`A pasta de dados ${dataDir} já está em uso pelo processo ${current.pid}. ${IN_USE_HINT}`);
    }
    // Stale: the pid is gone, or the file holds no pid (a lock is never visible before its pid is in it).
    removeStale(file, current.ino);
  }
  const holder = lockHolder(dataDir);
  throw new Error(`A pasta de dados ${dataDir} está sendo disputada${holder ? ` (processo ${holder})` : ''}; tente de novo. ${IN_USE_HINT}`);
}
