import fs from 'node:fs';
import pg from 'pg';
import { e2eDatabaseUrl, e2eDataDir, e2eServerEnv } from './e2e-env.ts';

/** Starts the real server on a fresh database (PGlite folder or PostgreSQL database) for one e2e run. */
async function main(): Promise<void> {
  const dbUrl = e2eDatabaseUrl();
  if (dbUrl) {
    const name = new URL(dbUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } else {
    fs.rmSync(e2eDataDir, { recursive: true, force: true });
  }
  Object.assign(process.env, e2eServerEnv());
  if (!dbUrl) delete process.env.DATABASE_URL;
  // The built server (npm run test:e2e builds first): the e2e tests what `npm start` runs (0710).
  // @ts-expect-error -- a generated bundle without types.
  await import('../../apps/api/dist/server.js');
}

void main();
