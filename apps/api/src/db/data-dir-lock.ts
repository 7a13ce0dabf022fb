import fs from 'node:fs';
import path from 'node:path';

/**
 * Only one process may open a PGlite data folder. The holder writes its pid to `server.lock`;
 * a lock whose pid is gone is stale and taken over.
 */
export type DataDirLock = { release: () => void };

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The pid holding the folder, if that process is alive. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath(dataDir), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const holder = lockHolder(dataDir);
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${holder}. ` +
        'Só um servidor pode abrir o banco embutido (PGlite); para várias instâncias use DATABASE_URL com PostgreSQL.',
    );
  }
  fs.writeFileSync(lockPath(dataDir), String(process.pid));
  return {
    release: () => {
      if (lockHolder(dataDir) === process.pid) fs.rmSync(lockPath(dataDir), { force: true });
    },
  };
}
