import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingMigrationSql } from './check-migrations.ts';

// The check of `npm run check:migrations` bites: on the repository's migrations drizzle-kit finds
// nothing, and on a copy whose newest snapshot lacks a table the schema has (how hand-written
// migrations left the snapshots behind the journal) it finds that table.

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('migrations generate clean', () => {
  it('finds nothing to migrate on the unchanged schema', () => {
    expect(pendingMigrationSql()).toBe('');
  });

  it('finds a table the newest snapshot leaves out', () => {
    const migrations = path.resolve(import.meta.dirname, '../apps/api/drizzle');
    const newest = fs
      .readdirSync(path.join(migrations, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .at(-1)!;
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-drift-'));
    copies.push(copy);
    fs.cpSync(migrations, copy, { recursive: true });
    const file = path.join(copy, 'meta', newest);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { tables: Record<string, unknown> };
    delete snapshot.tables['public.saved_jobs'];
    fs.writeFileSync(file, JSON.stringify(snapshot));
    expect(pendingMigrationSql(copy)).toMatch(/CREATE TABLE "saved_jobs"/);
  });
});
