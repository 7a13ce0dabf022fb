// `backup FILE` and `restore FILE`: copies of the embedded database (docs/decisions/0708).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgliteExtensions, rowsOf, wrapPglite } from '../db/database.ts';
import { acquireDataDirLock, lockHolder } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { CommandError, defineCommand } from '../operator-command.ts';

const POSTGRES_BACKUP =
  'Com DATABASE_URL (PostgreSQL) a cópia é feita pelo próprio PostgreSQL: ' +
  'pg_dump -Fc "$DATABASE_URL" > rumo.dump (e, para voltar, pg_restore --no-owner -d "$DATABASE_URL" rumo.dump num banco vazio). ' +
  'Veja "Backups" no README.';

function parseFileArgs(command: string, args: string[], flags: string[]): { file: string; flags: Set<string> } {
  const given = new Set(args.filter((a) => a.startsWith('--')));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = [...given].filter((f) => !flags.includes(f));
  const usage = `Uso: ${command} ARQUIVO${flags.map((f) => ` [${f}]`).join('')}`;
  if (unknown.length > 0) throw new CommandError(`Opção desconhecida: ${unknown.join(', ')}. ${usage}`);
  if (files.length !== 1) throw new CommandError(usage);
  return { file: files[0]!, flags: given };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`;

/** The names in a tar archive (the ustar headers dumpDataDir writes). */
function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) break;
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** A file of `backup`: a (gzip) tarball of a PostgreSQL data folder. Anything else is refused before touching DATA_DIR. */
export function isPgliteBackup(bytes: Buffer): boolean {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = zlib.gunzipSync(bytes);
    } catch {
      return false;
    }
  }
  if (tar.length < 512 || tar.subarray(257, 262).toString('latin1') !== 'ustar') return false;
  const names = new Set(tarEntries(tar).map((n) => n.replace(/^\.?\/+/, '')));
  return names.has('PG_VERSION') && names.has('global/pg_control');
}

export const backupCommand = defineCommand('backup', {
  usage: 'backup ARQUIVO [--force]',
  description: 'Grava uma cópia consistente do banco embutido (PGlite), mesmo com o servidor no ar.',
  prepare: ({ config, cwd }, args) => {
    const { file, flags } = parseFileArgs('backup', args, ['--force']);
    if (config.databaseUrl) throw new CommandError(POSTGRES_BACKUP);
    const target = path.resolve(cwd, file);
    checkTarget(target, flags.has('--force'));
    if (lockHolder(config.dataDir) === null && !fs.existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
      throw new CommandError(`Não há banco de dados em ${config.dataDir} (DATA_DIR): nada para copiar.`);
    }
    return [target, ...flags];
  },
  run: async ({ database, out }, args) => {
    const { file, flags } = parseFileArgs('backup', args, ['--force']);
    if (!database.dumpDataDir) throw new CommandError(POSTGRES_BACKUP);
    const target = path.resolve(file);
    const force = flags.has('--force');
    checkTarget(target, force);
    const started = performance.now();
    const bytes = await database.dumpDataDir();
    // Written next to the target, then moved into place: a reader never sees half a copy, and a
    // failure leaves no file behind. Owner-only: the copy holds password hashes and sessions.
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    try {
      const fd = fs.openSync(temp, 'wx', 0o600);
      try {
        fs.writeSync(fd, bytes);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      if (force) fs.renameSync(temp, target);
      else {
        // link() fails if the name appeared meanwhile: never overwrite without --force.
        fs.linkSync(temp, target);
        fs.rmSync(temp);
      }
    } catch (err) {
      fs.rmSync(temp, { force: true });
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new CommandError(`O arquivo ${target} já existe; use --force para substituí-lo.`);
      throw err;
    }
    out(`Cópia do banco gravada em ${target}: ${megabytes(bytes.length)} em ${seconds(performance.now() - started)}.`);
  },
});

function checkTarget(target: string, force: boolean): void {
  if (!fs.existsSync(path.dirname(target))) throw new CommandError(`A pasta ${path.dirname(target)} não existe.`);
  if (!fs.existsSync(target)) return;
  if (fs.statSync(target).isDirectory()) throw new CommandError(`${target} é uma pasta: informe o nome do arquivo da cópia.`);
  if (!force) throw new CommandError(`O arquivo ${target} já existe; use --force para substituí-lo.`);
}

export const restoreCommand = defineCommand('restore', {
  usage: 'restore ARQUIVO',
  description: 'Restaura uma cópia do backup numa pasta de dados vazia (servidor parado).',
  prepare: ({ cwd }, args) => [path.resolve(cwd, parseFileArgs('restore', args, []).file)],
  runLocal: async ({ config, out }, args) => {
    const file = path.resolve(parseFileArgs('restore', args, []).file);
    if (config.databaseUrl) {
      throw new CommandError('Com DATABASE_URL (PostgreSQL) restaure com pg_restore --no-owner -d "$DATABASE_URL" rumo.dump, num banco vazio. Veja "Backups" no README.');
    }
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CommandError(`Arquivo não encontrado: ${file}.`);
    const bytes = fs.readFileSync(file);
    if (!isPgliteBackup(bytes)) throw new CommandError(`${file} não é uma cópia do banco: use um arquivo gravado por "backup".`);

    const dataDir = config.dataDir;
    const holder = lockHolder(dataDir);
    if (holder !== null) throw new CommandError(`A pasta de dados ${dataDir} está em uso pelo servidor (processo ${holder}): pare-o antes de restaurar.`);
    const existed = fs.existsSync(dataDir);
    if (existed && fs.readdirSync(dataDir).length > 0) {
      throw new CommandError(
        `A pasta de dados ${dataDir} não está vazia. A restauração só grava numa pasta vazia ou inexistente: ` +
          'aponte DATA_DIR para uma pasta nova (ou mova a atual para outro lugar) e rode restore de novo.',
      );
    }

    const started = performance.now();
    const lock = acquireDataDirLock(dataDir);
    const pgdata = path.join(dataDir, 'pgdata');
    let client: PGlite | undefined;
    try {
      client = new PGlite(pgdata, { extensions: pgliteExtensions, loadDataDir: new Blob([bytes]) });
      await client.waitReady;
      const database = wrapPglite(client);
      // A copy taken before an upgrade gets the migrations it lacks, as the server would at start.
      await migrateDatabase(database);
      const [counts] = rowsOf<{ users: number; jobs: number; applications: number; migrations: number }>(
        await database.db.execute(sql`SELECT
          (SELECT count(*)::int FROM users) AS users,
          (SELECT count(*)::int FROM jobs) AS jobs,
          (SELECT count(*)::int FROM applications) AS applications,
          (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`),
      );
      await client.close();
      out(
        `Banco restaurado de ${file} em ${dataDir}: ${counts!.users} usuários, ${counts!.jobs} vagas, ` +
          `${counts!.applications} candidaturas; ${counts!.migrations} migrações aplicadas; ${seconds(performance.now() - started)}.`,
      );
    } catch (err) {
      await client?.close().catch(() => {});
      // Leave the folder as it was (empty or missing), so the operator can simply try again.
      fs.rmSync(pgdata, { recursive: true, force: true });
      throw new CommandError(`A cópia ${file} não pôde ser restaurada: ${(err as Error).message}`);
    } finally {
      lock.release();
      if (!existed && fs.existsSync(dataDir) && fs.readdirSync(dataDir).length === 0 && !fs.existsSync(pgdata)) fs.rmSync(dataDir, { recursive: true });
    }
  },
});
