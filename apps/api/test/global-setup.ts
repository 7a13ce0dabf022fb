import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres, pgliteExtensions, wrapPglite } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run. With DATABASE_URL set it is a PostgreSQL database that
 * every test file copies with CREATE DATABASE … TEMPLATE; otherwise a PGlite data dump that each
 * file loads into its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `rumo_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${name}`;
    const database = openPostgres(tplUrl.toString(), 2, { connectTimeoutMs: 15_000 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrateDatabase(wrapPglite(client));
  // Every test file loads this dump, and a third of it was the two template databases no test
  // connects to (CREATE DATABASE is never run on PGlite): without them a file's PGlite boots in
  // ~30% less CPU (decision 0711). The postgres database the tests use keeps its catalog whole.
  await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await client.query('DROP DATABASE template0');
  await client.query('DROP DATABASE template1');
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `rumo-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
