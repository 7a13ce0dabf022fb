/**
 * Resilience suite (`npm run test:resilience`): the real server against a throwaway PostgreSQL
 * 15 cluster of its own (port 25432 or the next free one; the machine's shared server on :5432 is
 * never touched).
 * Scenarios: mixed load, database outage, pool exhaustion, SIGTERM under load, password flood.
 * Prints one table of figures and exits 1 when any scenario misses its target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServer } from './lib/app-server.ts';
import { openJobIds, registerAccounts } from './lib/fixtures.ts';
import { HttpClient } from './lib/http.ts';
import { APP_PORT_DEFAULT, choosePort, PG_PORT_DEFAULT } from './lib/ports.ts';
import { ThrowawayPostgres } from './lib/postgres.ts';
import { printTable, type Row } from './lib/stats.ts';
import type { SuiteContext } from './scenarios/context.ts';
import { databaseOutage } from './scenarios/database-outage.ts';
import { mixedLoad } from './scenarios/mixed-load.ts';
import { passwordFlood } from './scenarios/password-flood.ts';
import { poolExhaustion } from './scenarios/pool-exhaustion.ts';
import { sigtermUnderLoad } from './scenarios/sigterm.ts';

const ACCOUNTS = 16;
const SUITE_LIMIT_MS = 8 * 60_000;

async function main(): Promise<number> {
  const began = Date.now();
  const logFile = path.join(os.tmpdir(), `rumo-resilience-server-${process.pid}.log`);
  const PG_PORT = await choosePort(process.env.RESILIENCE_PG_PORT, PG_PORT_DEFAULT, 'RESILIENCE_PG_PORT');
  const APP_PORT = await choosePort(process.env.RESILIENCE_APP_PORT, APP_PORT_DEFAULT, 'RESILIENCE_APP_PORT');
  const pg = new ThrowawayPostgres(PG_PORT);
  const servers: AppServer[] = [];
  const newServer = (poolSize?: number, env?: Record<string, string>) => {
    const s = new AppServer({ port: APP_PORT, databaseUrl: pg.url('rumo_res'), poolSize, logFile, env });
    servers.push(s);
    return s;
  };
  const rows: Row[] = [];
  const watchdog = setTimeout(() => {
    console.error(`resilience suite still running after ${SUITE_LIMIT_MS / 1000} s: aborting`);
    void cleanup().finally(() => process.exit(1));
  }, SUITE_LIMIT_MS);
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const s of servers) {
      await s.stop();
      s.cleanup();
    }
    await pg.destroy();
  };
  // Whatever happens (a bug in a scenario, Ctrl-C), never leave our PostgreSQL or server behind.
  const abort = (reason: unknown) => {
    console.error('resilience suite aborted:', reason);
    void cleanup().finally(() => process.exit(1));
  };
  process.once('uncaughtException', abort);
  process.once('unhandledRejection', abort);
  process.once('SIGINT', () => abort('SIGINT'));
  process.once('SIGTERM', () => abort('SIGTERM'));

  try {
    console.log(`PostgreSQL 15 of our own on :${PG_PORT} (${pg.dir}); server log: ${logFile}`);
    await pg.init();
    await pg.start();
    await pg.createDatabase('rumo_res');

    let server = newServer();
    await server.start();
    const http = new HttpClient(server.baseUrl, 4);
    const accounts = await registerAccounts(http, ACCOUNTS, String(Date.now()));
    http.close();
    const jobs = await openJobIds(pg.url('rumo_res'));
    if (jobs.length < 64) throw new Error(`only ${jobs.length} open jobs after the seed`);
    const ctx: SuiteContext = { pg, databaseUrl: pg.url('rumo_res'), server, accounts, jobs, logFile };
    console.log(`ready after ${((Date.now() - began) / 1000).toFixed(1)} s: ${accounts.length} users, ${jobs.length} open jobs`);

    const step = async (name: string, run: () => Promise<Row>) => {
      const t = Date.now();
      console.log(`- ${name}…`);
      const row = await run();
      console.log(`  ${row.verdict} in ${((Date.now() - t) / 1000).toFixed(1)} s: ${row.figures}`);
      rows.push(row);
    };

    await step('mixed load', () => mixedLoad(ctx));
    await step('database outage', () => databaseOutage(ctx));
    await server.stop();

    server = newServer(2);
    await server.start();
    await step('pool exhaustion', () => poolExhaustion({ ...ctx, server }));
    await server.stop();

    server = newServer();
    await server.start();
    await step('SIGTERM under load', () => sigtermUnderLoad({ ...ctx, server }));
    await server.stop();

    // Production rate limits for this one: the flood must meet the real ones.
    server = newServer(undefined, { RATE_LIMIT_FACTOR: '1' });
    await server.start();
    await step('password flood', () => passwordFlood({ ...ctx, server }));
  } catch (err) {
    rows.push({ scenario: 'suite', figures: 'aborted', verdict: 'FAIL', detail: (err as Error).stack ?? String(err) });
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }

  console.log(`\nResilience suite (${((Date.now() - began) / 1000).toFixed(0)} s, ${os.cpus().length} cores)`);
  printTable(rows);
  const failed = rows.some((r) => r.verdict === 'FAIL');
  if (failed) {
    console.log(`\nServer log (last lines of ${logFile}):`);
    const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-15) : [];
    // Log lines are pino JSON with long stacks: show level, message and the error's first line.
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        console.log(`  [${entry.level}] ${entry.msg ?? ''} ${(entry.err?.message ?? '').split('\n').pop()?.slice(0, 200) ?? ''}`);
      } catch {
        console.log(`  ${line.slice(0, 200)}`);
      }
    }
  } else {
    fs.rmSync(logFile, { force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
