import { buildApp } from './app.ts';
import { startControlSocket } from './cli/control-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-from-config.ts';
import { loadEnvFile } from './load-env.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed/seed.ts';

const SHUTDOWN_GRACE_MS = 750;

/** The only file that reads the environment, listens and handles shutdown. */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(process.env);
  // A dead PGlite worker is logged once (through the app's logger once it exists); from then on
  // every query fails with SQLSTATE 08006, which the error handler answers with 503.
  let reportWorkerLost = (err: Error) => console.error(err);
  const database = await openConfiguredDatabase(config, config.pgliteInProcess ? { thread: 'main' } : { thread: 'worker', onWorkerLost: (err) => reportWorkerLost(err) });
  const app = await buildApp({ database, config });
  reportWorkerLost = (err) => app.log.fatal({ err }, 'PGlite worker stopped: database requests now answer 503');
  const deps = app.deps;

  await seedDatabase({ db: database.db, scryptLogN: config.scryptLogN, log: (line) => app.log.info(line) });
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
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    [
      '',
      `  Rumo está no ar: http://${shownHost}:${config.port}`,
      `  Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Login de demonstração: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      `  Documentação da API: http://${shownHost}:${config.port}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch((err: Error) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
