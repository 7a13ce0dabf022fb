import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './free-port.ts';

// docs/decisions/0707: the real server on PostgreSQL (a real deployment) seeds no demo account and
// prints no credential unless SEED_DEMO=1. Runs where the suite runs on PostgreSQL (DATABASE_URL);
// the embedded default's side is in server-process.test.ts.
const apiDir = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.DATABASE_URL;
const name = `rumo_honest_${randomBytes(5).toString('hex')}`;
const port = await freePort();
const dbUrl = (() => {
  if (!baseUrl) return '';
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = baseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts `node src/server.ts` on the test database; resolves once /api/health answers 200. */
async function startServer(extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ALERTS_INTERVAL_MS: '0', ...extraEnv };
  delete env.WEB_DIST;
  if (!('SEED_DEMO' in extraEnv)) delete env.SEED_DEMO;
  const child = spawn(process.execPath, ['src/server.ts'], { cwd: apiDir, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited, output: () => stdout + stderr, stdout: () => stdout };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${stdout}${stderr}`);
}

const login = () =>
  fetch(`http://127.0.0.1:${port}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@rumo.app', password: 'rumo-demo-2026' }),
  }).then((r) => r.status);

const bannerOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((r) => r.msg === 'Rumo está no ar');

describe.skipIf(!baseUrl)('the server on PostgreSQL', () => {
  beforeAll(async () => {
    // A copy of the suite's migrated template: the start then only seeds.
    await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
  });
  afterAll(async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('without SEED_DEMO: reference data only, no demo user, no credential anywhere in the output, a JSON banner', async () => {
    const server = await startServer({});
    try {
      expect(await login()).not.toBe(200);
      const counts = await admin(
        async (c) =>
          (
            await c.query(
              `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM plans)::int AS plans, (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM steps)::int AS steps`,
            )
          ).rows[0],
        dbUrl,
      );
      expect(counts).toEqual({ users: 0, plans: expect.any(Number), jobs: 0, steps: 0 });
      expect(counts.plans).toBeGreaterThanOrEqual(3);
      expect(server.output()).not.toContain('rumo-demo-2026');
      expect(server.output()).not.toContain('demo@rumo.app');
      // stdout is not a terminal here: nothing but JSON lines, the banner among them.
      expect(bannerOf(server.stdout())).toMatchObject({ level: 30, url: `http://127.0.0.1:${port}`, database: 'postgres', demoData: false });
      expect(bannerOf(server.stdout())).not.toHaveProperty('demoLogin');
      expect(server.output()).not.toContain('PASSWORD_HASH_COST');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);

  it('with SEED_DEMO=1: the demo user and its world, and the login in the banner; a lowered PASSWORD_HASH_COST is used and warned of', async () => {
    const server = await startServer({ SEED_DEMO: '1', PASSWORD_HASH_COST: '14' });
    try {
      expect(await login()).toBe(200);
      expect(bannerOf(server.stdout())).toMatchObject({ database: 'postgres', demoData: true, demoLogin: 'demo@rumo.app / rumo-demo-2026' });
      const lines = server
        .stdout()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((r) => String(r.msg).startsWith('PASSWORD_HASH_COST=14'))).toMatchObject({ level: 40, passwordHashCost: 14 });
      const hash = await admin(async (c) => (await c.query(`SELECT password_hash FROM users WHERE email = 'demo@rumo.app'`)).rows[0].password_hash as string, dbUrl);
      expect(hash).toMatch(/^scrypt\$14\$8\$1\$/);
      const jobs = await admin(async (c) => (await c.query(`SELECT count(*)::int AS n FROM jobs`)).rows[0].n as number, dbUrl);
      expect(jobs).toBeGreaterThan(0);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);
});
