/**
 * `npm run build -w @rumo/api`: the server, the operator CLI and the PGlite worker as three
 * JavaScript bundles in apps/api/dist (decision 0710). One file each, dependencies included, so a
 * start parses one file instead of resolving ~1,500 modules (0.7 s of CPU against 2.8 s).
 *
 * Left outside the bundles: PGlite (it loads its .wasm and extension files next to its own module),
 * swagger-ui (it serves its static files from its package folder) and pg-native (optional, absent).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir DIR` (tests): a folder inside apps/api, so the bundles find the repository root as dist/ does.
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1] ?? '') : path.join(apiRoot, 'dist');
if (path.dirname(outdir) !== apiRoot) throw new Error(`--outdir must be a folder directly inside ${apiRoot}`);

const serverEntries = {
  server: 'src/server.ts',
  cli: 'src/cli/main.ts',
  // Must match the name client.ts starts when it runs from a bundle.
  'pglite-worker': 'src/db/pglite-worker/worker.ts',
};

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: serverEntries,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: 'linked',
  // Stack traces name the source files; `node --enable-source-maps` is set by the start script.
  // sharp loads its prebuilt libvips binding at run time (decision 1602): it stays in node_modules.
  external: ['@electric-sql/pglite', '@fastify/swagger-ui', 'pg-native', 'sharp'],
  // Some bundled CommonJS dependencies call require() for Node's own modules.
  banner: { js: "import { createRequire as __rumoCreateRequire } from 'node:module'; const require = __rumoCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  legalComments: 'none',
});
// What the start script compares with the sources to decide whether to build again.
fs.writeFileSync(path.join(outdir, 'BUILT'), new Date().toISOString() + '\n');
console.log(`servidor compilado em ${path.relative(process.cwd(), outdir) || '.'} (${Math.round(performance.now() - started)} ms)`);
