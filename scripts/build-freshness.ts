import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * A build is stale when its marker file is missing or any of its sources changed after it was
 * written (decision 0710): a fresh clone builds, a `git pull` rebuilds, an unchanged tree does not.
 */
export function isStale(marker: string, sources: readonly string[]): boolean {
  const builtAt = newestMtime(marker);
  return builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt);
}
