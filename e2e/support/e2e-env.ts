import os from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server lives. One place, read by the Playwright config, the server launcher and
 * the CLI fixture, so they all talk to the same database. E2E_PORT lets several people run the
 * suite side by side; the data folder / database name follow the port.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4180);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.join(os.tmpdir(), `rumo-e2e-${e2ePort}`);

/** With DATABASE_URL set the e2e server gets its own PostgreSQL database next to it. */
export function e2eDatabaseUrl(): string | undefined {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/^\//, '') || 'rumo'}_e2e_${e2ePort}`.replace(/^/, '/');
  return url.toString();
}

export function e2eServerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    DATA_DIR: e2eDataDir,
    PUBLIC_URL: e2eBaseUrl,
    LOG_LEVEL: 'warn',
    ALERTS_INTERVAL_MS: '0',
    // Sources sync when a spec asks (`sources sync`), never behind its back (docs/decisions/1502).
    SOURCES_TICK_MS: '0',
    // The specs' fake feeds listen on 127.0.0.1 (docs/decisions/1901).
    SOURCES_ALLOW_PRIVATE_ADDRESSES: '1',
    // The journeys register and log in dozens of people from 127.0.0.1 within minutes: the limits
    // stay on, scaled so one machine playing many people is not taken for an attack.
    RATE_LIMIT_FACTOR: '50',
    // Each registration and login hashes once: at OWASP's 128 MiB (17) that was ≈ 40 CPU-seconds a
    // pass; 16 MiB (14) is an eighth. The same code, the cost read from each stored hash (0711).
    PASSWORD_HASH_COST: '14',
    // The journeys log in as the demo user: seeded on PostgreSQL too (docs/decisions/0707).
    SEED_DEMO: '1',
  };
  const db = e2eDatabaseUrl();
  if (db) env.DATABASE_URL = db;
  else delete env.DATABASE_URL;
  return env;
}
