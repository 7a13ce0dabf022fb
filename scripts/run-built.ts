/**
 * `npm start` and `npm run cli`: runs the built server or CLI (apps/api/dist, decision 0710), building
 * first when nothing is built or a source is newer than the build — so a fresh clone's `npm start`
 * works, a `git pull` is picked up, and an unchanged tree starts without building.
 *
 *   node scripts/run-built.ts server
 *   node scripts/run-built.ts cli <command> [args]
 */
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './build-freshness.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p: string) => path.join(repoRoot, p);

/** What each target runs and the build outputs and sources it depends on. */
const apiBuild = {
  marker: 'apps/api/dist/BUILT',
  script: 'build:api',
  sources: ['apps/api/src', 'apps/api/scripts/build-server.ts', 'packages/contract/src', 'package-lock.json'],
};
const webBuild = {
  marker: 'apps/web/dist/index.html',
  script: 'build:web',
  // The Vite config and the plugins it imports (chunking, precompression, index.html's first-screen script).
  sources: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/first-screen-html.ts',
    'apps/web/chunk-modules.ts',
    'apps/web/precompress.ts',
    'packages/contract/src',
    'package-lock.json',
  ],
};
const targets = {
  server: {
    bundle: 'apps/api/dist/server.js',
    builds: [apiBuild, webBuild],
  },
  cli: {
    bundle: 'apps/api/dist/cli.js',
    builds: [apiBuild],
  },
} as const;

const [name, ...args] = process.argv.slice(2);
if (name !== 'server' && name !== 'cli') {
  console.error('uso: node scripts/run-built.ts server | cli <comando> [argumentos]');
  process.exit(2);
}
const target = targets[name];
for (const build of target.builds) {
  if (!isStale(at(build.marker), build.sources.map(at))) continue;
  // The CLI's own output is what an operator reads: the build's goes to stderr.
  const run = spawnSync('npm', ['run', '-s', build.script], { cwd: repoRoot, stdio: ['ignore', name === 'cli' ? 2 : 'inherit', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// V8's code cache for the 6 MB bundle, kept in the OS temp folder: a second start compiles less.
module.enableCompileCache();
// The bundle reads its arguments like a script started directly: node apps/api/dist/cli.js <args>.
process.argv = [process.argv[0]!, at(target.bundle), ...args];
await import(pathToFileURL(at(target.bundle)).href);
