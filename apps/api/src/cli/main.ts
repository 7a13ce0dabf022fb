import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { loadEnvFile } from '../load-env.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-from-config.ts';
import { createAppDeps } from '../app-deps.ts';
import { noMetrics } from '../lib/metrics/app-metrics.ts';
import { runCommand, runInCli } from './command-registry.ts';
import { controlSocketPath, sendToControlSocket } from './control-socket.ts';
import './commands.ts';

/**
 * `npm run cli -- <command> [args]`. On PostgreSQL it connects directly. On PGlite it hands the
 * command to the running server over the control socket, or opens the folder itself when no
 * server holds it. A command may first check things on the operator's side (`prepare`) or run
 * entirely here without the app's database (`runLocal`: restore).
 */
async function main(): Promise<number> {
  loadEnvFile();
  const [name = 'help', ...rawArgs] = process.argv.slice(2);
  // npm runs this inside apps/api, and on PGlite the server may run the command: a relative file
  // argument is made absolute from where the operator typed it (npm's INIT_CWD).
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  const args = rawArgs.map((a) => (!path.isAbsolute(a) && fs.existsSync(path.resolve(typedIn, a)) ? path.resolve(typedIn, a) : a));
  const config = loadConfig(process.env);
  const print = (r: { ok: boolean; output: string[] }) => {
    for (const line of r.output) (r.ok ? console.log : console.error)(line);
    return r.ok ? 0 : 1;
  };
  return print(
    await runInCli(name, args, { config, cwd: typedIn }, async (prepared) => {
      if (!config.databaseUrl && lockHolder(config.dataDir) !== null && fs.existsSync(controlSocketPath(config.dataDir))) {
        return sendToControlSocket(config.dataDir, name, prepared);
      }
      const database = await openConfiguredDatabase(config);
      try {
        const log = pino({ level: 'warn' });
        // A one-shot command has nobody to scrape it: no metrics (docs/decisions/0707).
        return await runCommand(createAppDeps({ database, config, log, metrics: noMetrics }), name, prepared);
      } finally {
        await database.close();
      }
    }),
  );
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
