import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Only one process may open a PGlite data folder. The holder's pid is in `server.lock`, which is
 * created atomically: the pid is written to a private file first, then hard-linked to
 * `server.lock`, which fails if the name exists. So of any number of processes starting at once
 * exactly one gets the lock, and no process ever sees a lock file without its pid.
 *
 * A lock whose pid is gone (the server was killed) is stale and taken over, safely too. Whoever
 * takes it over first claims that very file: a hard link named after its pid and inode, which only
 * one process can create. Through the claim it checks that `server.lock` still is the stale file
 * (not a lock someone has just taken), removes it, drops the claim, and then competes in the
 * atomic create like everyone else. Only the claimer ever removes a stale lock, and a holder only
 * its own, so a live lock is never removed by someone else.
 */
export type DataDirLock = { release: () => void };

const IN_USE_HINT = 'Só um servidor pode abrir o banco embutido (PGlite); para várias instâncias use DATABASE_URL com PostgreSQL.';
const ATTEMPTS = 50;

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

/** What a lock file says (its pid; null when it holds none) and which file it is. */
type LockFile = { pid: number | null; ino: number; mtimeMs: number };
const sameFile = (a: LockFile, b: LockFile) => a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.pid === b.pid;

/** Read from one open file, so pid and identity belong together; null when there is no file. */
function readLock(file: string): LockFile | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
  try {
    const pid = Number(fs.readFileSync(fd, 'utf8').trim());
    const { ino, mtimeMs } = fs.fstatSync(fd);
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : null, ino, mtimeMs };
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

/** Sleeps the thread for a few milliseconds (the lock is taken synchronously at start-up). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A claim left by a process that died in the middle of a take-over (which takes microseconds) is abandoned after this long. */
const ABANDONED_CLAIM_MS = 10_000;

/**
 * Removes `stale` from `file` unless another process is doing so. False when someone else holds
 * the claim: the caller should wait a moment and look again.
 */
function removeStale(file: string, stale: LockFile): boolean {
  const claim = `${file}.stale-${stale.pid ?? 'x'}-${stale.ino}`;
  try {
    fs.linkSync(file, claim);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return true; // gone already: look again
    if (errorCode(err) !== 'EEXIST') throw err;
    try {
      // Its taker died between two system calls: nobody will finish, so the claim is dropped.
      if (Date.now() - fs.statSync(claim).ctimeMs > ABANDONED_CLAIM_MS) fs.rmSync(claim, { force: true });
    } catch {
      /* finished meanwhile */
    }
    return false;
  }
  try {
    // The claim names the file `server.lock` named when it was made: if that is still the stale
    // lock, nobody but us can remove it now, so it is the one removed here.
    const claimed = readLock(claim);
    if (claimed && sameFile(claimed, stale)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(claim, { force: true });
  }
  return true;
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
    if (!removeStale(file, current)) pause(2 + Math.random() * 8);
  }
  const holder = lockHolder(dataDir);
  throw new Error(`A pasta de dados ${dataDir} está sendo disputada${holder ? ` (processo ${holder})` : ''}; tente de novo. ${IN_USE_HINT}`);
}
