import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of a PGlite data folder, as a gzip tarball (docs/decisions/0708). Taken inside
 * a transaction of its own: PGlite's transaction lock makes it wait for the transactions in flight
 * and holds the next ones back, so no half-done transaction is copied; CHECKPOINT first writes
 * every committed change to the data files, so the copy needs no WAL replay to be complete.
 * `dumpDataDir` then copies the files under PGlite's query lock, in one synchronous pass.
 */
export function dumpPglite(pg: PGlite): Promise<Uint8Array> {
  return pg.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const tarball = await pg.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  });
}
