import pino from 'pino';
import { buildApp } from './app.ts';
import { startControlSocket } from './cli/control-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-from-config.ts';
import { loadEnvFile } from './load-env.ts';
import { seedDatabase } from './seed/seed.ts';
import { announceStart } from './start-banner.ts';

/** Until the app's logger exists (a bad configuration, a database that does not open): JSON too (docs/decisions/0707). */
const bootLog = pino({ level: 'info' });

const SHUTDOWN_GRACE_MS = 750;

/** The only file that reads the environment, listens and handles shutdown. */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(process.env);
  // A dead PGlite worker is logged once (through the app's logger once it exists); from then on
  // every query fails with SQLSTATE 08006, which the error handler answers with 503.
  let reportWorkerLost = (err: Error) => bootLog.fatal({ err }, 'PGlite worker stopped');
  const database = await openConfiguredDatabase(config, config.pgliteInProcess ? { thread: 'main' } : { thread: 'worker', onWorkerLost: (err) => reportWorkerLost(err) });
  const app = await buildApp({ database, config });
  reportWorkerLost = (err) => app.log.fatal({ err }, 'PGlite worker stopped: database requests now answer 503');
  const deps = app.deps;

  // docs/decisions/0707: demo data only on the embedded default or with SEED_DEMO=1; reference data always.
  await seedDatabase({ db: database.db, scryptLogN: config.scryptLogN, log: (line) => app.log.info(line) }, { demo: config.seedDemo });
  const stopControlSocket = database.kind === 'pglite' ? await startControlSocket(deps, config.dataDir) : async () => {};
  const stopBackgroundJobs = deps.jobs.start();

  // Draining: for a short grace period keep serving, but tell every client to close its
  // keep-alive connection, so no request races against the socket being closed under it.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on: load balancers stop sending while in-flight requests finish.
    deps.lifecycle.draining = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    await stopBackgroundJobs();
    await app.close();
    await stopControlSocket();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  announceStart(app.log, config, database);
}

main().catch((err: Error) => {
  if (err instanceof ConfigError) bootLog.fatal(err.message);
  else bootLog.fatal({ err }, 'the server could not start');
  // A person at a terminal gets the message as text too.
  if (process.stderr.isTTY) console.error(err instanceof ConfigError ? err.message : err);
  bootLog.flush();
  process.exit(1);
});
