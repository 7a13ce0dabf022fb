import { sql } from 'drizzle-orm';
import { CommandError, defineCommand } from '../../operator-command.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/database.ts';
import { ImportFileError, importJobs, readImportCandidates } from './import/job-import.ts';
import { insertJobsSkippingExisting } from './job-bulk-insert.ts';
import { generateJob } from './job-generator.ts';
import { clearJobSearchCaches } from './jobs.service.ts';

export const importJobsCommand = defineCommand('import-jobs', {
  usage: 'import-jobs ARQUIVO [--review]',
  description:
    "Importa vagas de JSON (nosso formato ou JobPosting do schema.org) ou CSV; reimportar atualiza. Vagas novas entram publicadas, ou 'Em revisão' com --review; a situação de moderação de uma vaga que já existe nunca muda.",
  run: async ({ db, out }, args) => {
    const review = args.includes('--review');
    const unknown = args.filter((a) => a.startsWith('--') && a !== '--review');
    const [file, ...rest] = args.filter((a) => !a.startsWith('--'));
    if (!file || rest.length > 0 || unknown.length > 0) throw new CommandError('Uso: import-jobs ARQUIVO (.json ou .csv) [--review]');
    let candidates;
    try {
      candidates = await readImportCandidates(file);
    } catch (err) {
      if (err instanceof ImportFileError) throw new CommandError(err.message);
      throw err;
    }
    const summary = await importJobs(db, candidates, { review });
    if (summary.inserted + summary.updated > 0) clearJobSearchCaches(db);
    for (const r of summary.rejected) out(`${r.label}: ${r.reason}`);
    out(`importados: ${summary.inserted}${review ? ' (em revisão)' : ''}, atualizados: ${summary.updated}, rejeitados: ${summary.rejected.length}`);
    if (summary.inserted + summary.updated === 0) throw new CommandError('Nenhuma vaga válida no arquivo.');
  },
});

export const SEED_JOBS_MAX = 5_000_000;
const BATCH = 2000;

/**
 * Makes sure generated jobs 0..N-1 exist (the first ones are the demo seed's): batches of 2,000
 * rows in one INSERT each, two at a time on PostgreSQL. Running it again adds only what is missing.
 */
export async function seedGeneratedJobs(db: Db, count: number, options: { parallel: number; now?: Date; progress?: (done: number) => void }) {
  const now = options.now ?? new Date();
  let next = 0;
  let inserted = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      next += BATCH;
      const batch = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) batch.push(generateJob(i, now));
      const n = await insertJobsSkippingExisting(db, batch);
      inserted += n;
      done += batch.length;
      options.progress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
  if (inserted > 0) {
    await db.execute(sql`ANALYZE jobs`);
    clearJobSearchCaches(db);
  }
  return inserted;
}

export const seedJobsCommand = defineCommand('seed-jobs', {
  usage: 'seed-jobs N',
  description: 'Gera N vagas fictícias realistas (para benchmarks); repetir não duplica.',
  run: async ({ db, database, out }, [n]) => {
    const count = Number(n);
    if (!n || !Number.isInteger(count) || count < 1 || count > SEED_JOBS_MAX) {
      throw new CommandError(`Uso: seed-jobs N (N inteiro entre 1 e ${SEED_JOBS_MAX.toLocaleString('pt-BR')})`);
    }
    const started = Date.now();
    let reported = 0;
    const inserted = await seedGeneratedJobs(db, count, {
      parallel: database.kind === 'postgres' ? 2 : 1,
      progress: (done) => {
        if (done - reported >= count / 10 || done === count) {
          reported = done;
          out(`  ${done.toLocaleString('pt-BR')} de ${count.toLocaleString('pt-BR')}`);
        }
      },
    });
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM jobs`));
    out(`vagas geradas: ${inserted} novas, ${count - inserted} já existiam; total no banco: ${row?.n ?? '?'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  },
});
