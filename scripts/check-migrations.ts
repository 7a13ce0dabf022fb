/**
 * Migrations generate clean (`npm run check:migrations`): drizzle-kit, run on the unchanged schema
 * against a copy of apps/api/drizzle, must find nothing to migrate. A schema change committed
 * without its migration, or a migration written by hand whose snapshot was not brought along, makes
 * the next `npm run db:generate` ship someone else's change: this fails first (exit 1).
 *
 * Usage: node scripts/check-migrations.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(repo, 'apps/api');

/** The SQL drizzle-kit would write for the schema against the migrations in `migrationsDir` (empty when none). */
export function pendingMigrationSql(migrationsDir = path.join(apiDir, 'drizzle')): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-migrations-'));
  try {
    fs.cpSync(migrationsDir, out, { recursive: true });
    const before = new Set(fs.readdirSync(out));
    // drizzle-kit reads `--out` as a path relative to its working directory, whatever it is given.
    const printed = execFileSync(
      process.execPath,
      [path.join(repo, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', path.relative(apiDir, out)],
      { cwd: apiDir, stdio: 'pipe', encoding: 'utf8' },
    );
    const written = fs.readdirSync(out).filter((file) => file.endsWith('.sql') && !before.has(file));
    // It prints some failures and still exits 0: only its two outcomes count as an answer.
    if (written.length === 0 && !printed.includes('No schema changes')) throw new Error(`drizzle-kit generate gave no answer:\n${printed}`);
    return written.map((file) => fs.readFileSync(path.join(out, file), 'utf8')).join('\n');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pending = pendingMigrationSql();
  if (pending) {
    console.error(`The schema (apps/api/src/db/schema) differs from the migrations' snapshots: drizzle-kit would write\n\n${pending}\n`);
    console.error('Run `npm run db:generate` and commit the migration with its snapshot.');
    process.exit(1);
  }
  console.log('Migrations generate clean: drizzle-kit finds nothing to migrate.');
}
