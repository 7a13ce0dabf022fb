/**
 * Front-end budget (`npm run check:budget`, after `npm run build`): gzipped JavaScript that the
 * browser must download to show the first screen (/login: the entry chunk, its static imports and
 * the login route's chunk with its own static imports), plus each route's own chunk, from Vite's
 * manifest, and each logged-in screen's first screen (the chunks index.html preloads for it).
 * Fails (exit 1) above a budget. docs/decisions/0750-front-end-budget.md, 1802-first-screen.md
 *
 * Usage: tsx scripts/check-bundle-budget.ts [distDir]   (default apps/web/dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * Issue 8's target. React DOM (≈ 62 KB) is most of it; React Router runs in declarative mode
 * (≈ 16 KB instead of ≈ 33 KB for the data router): docs/decisions/0750 and 0752.
 */
export const FIRST_SCREEN_BUDGET_BYTES = 100 * 1024;

/**
 * Issue 18 item 2: what a logged-in screen downloads before it can draw its first screen (entry,
 * query boundary, layout, the screen; decision 1802). Set above the heaviest screen at the time
 * (≈ 185 KB, the CV list) so that a screen growing by a large dependency is noticed.
 */
export const LOGGED_IN_SCREEN_BUDGET_BYTES = 200 * 1024;

/**
 * Issue 18 item 2: the files a logged-in screen's first screen fetches (entry and preloads). A phone
 * fetches six at a time over HTTP/1.1, one round trip each: 44 small chunks queued for longer than
 * their bytes took. Shared chunks under 32 KB are copied into their users (decision 1805): 10–11.
 */
export const LOGGED_IN_SCREEN_MAX_FILES = 12;

/**
 * Logged-in first screens that may download zod: the CV list edits a CV in place, and its form checks
 * what is typed against the contract. Every other one only shows answers, which the browser takes as
 * typed (the server's serializer checked them), and the contract's plain values live in modules that
 * import no zod (docs/decisions/1817): zod there would add ~27 KB and its schemas' evaluation.
 */
export const FIRST_SCREENS_WITH_ZOD = ['/curriculum'];
const ZOD_MODULE = /\/node_modules\/zod\//;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist');
const FIRST_SCREEN_ROUTE = 'src/app/routes/login.tsx';

const gzipCache = new Map<string, number>();
/** gzip -9, the size a browser downloads from a server that compresses (level 9, as precompression would). */
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Console code: the shell in src/admin/, its building blocks in src/components/console/ and each feature's admin/ folder (decision 1406). */
export const CONSOLE_MODULE = /^src\/(admin\/|components\/console\/|features\/[^/]+\/admin\/)/;

/**
 * Every chunk a job seeker can load without opening /admin — the entry and the static closure of each
 * route under src/app/ — and the console modules found in them, as 'chunk: module'.
 */
function consoleLeaks(manifest: Manifest, entryKey: string): string[] {
  const modulesPath = path.join(dist, '.vite/chunk-modules.json');
  if (!fs.existsSync(modulesPath)) throw new Error(`No ${path.relative(root, modulesPath)}: the chunkModules plugin of apps/web/vite.config.ts writes it.`);
  const modules = JSON.parse(fs.readFileSync(modulesPath, 'utf8')) as Record<string, string[]>;
  const seekerChunks = new Set<string>();
  for (const key of [entryKey, ...Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/app/'))]) {
    for (const chunk of staticClosure(manifest, key)) seekerChunks.add(manifest[chunk]!.file);
  }
  if (!Object.keys(modules).some((file) => (modules[file] ?? []).some((id) => CONSOLE_MODULE.test(id)))) {
    throw new Error('No console module in any chunk: the check would prove nothing (has src/admin/ moved?).');
  }
  return [...seekerChunks].flatMap((file) => (modules[file] ?? []).filter((id) => CONSOLE_MODULE.test(id)).map((id) => `${file}: ${id}`));
}

/**
 * Each logged-in screen's first screen, as index.html's first-screen script declares it (its
 * routes' chunks, written in by apps/web/first-screen-html.ts) plus the entry and its imports.
 */
type FirstScreenConfig = { entry?: string; chunks: string[]; routes: { pattern: string; preload: number[] }[] };

/** The built index.html and the config its first-screen script was written with (apps/web/first-screen-html.ts). */
function readIndexHtml(): { html: string; config: FirstScreenConfig } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const json = /\}\)\((\{.*\})\);<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no first-screen script (apps/web/first-screen-html.ts writes it).');
  return { html, config: JSON.parse(json) as FirstScreenConfig };
}

function loggedInFirstScreens(manifest: Manifest, entryKey: string, config: FirstScreenConfig): { path: string; bytes: number; files: number; zod: boolean }[] {
  const modules = JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const entryFiles = [...staticClosure(manifest, entryKey)].map((k) => manifest[k]!.file);
  if (config.routes.length === 0 || config.routes.some((r) => r.preload.length === 0)) throw new Error('index.html preloads nothing for a logged-in screen.');
  return config.routes.map((route) => {
    const files = new Set([...entryFiles, ...route.preload.map((i) => config.chunks[i]!.replace(/^\//, ''))]);
    return {
      path: route.pattern
        .replace(/^\^/, '')
        .replace(/\/\?\$$/, '')
        .replace(/\([^)]*\)/, ':id'),
      bytes: [...files].reduce((sum, file) => sum + gzipSize(file), 0),
      files: files.size,
      zod: [...files].some((file) => (modules[file] ?? []).some((id) => ZOD_MODULE.test(id))),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What in the built index.html would hold back its first paint (docs/decisions/1807): a stylesheet
 * link (paint waits for it) or a module script in the page (it runs before paint once downloaded).
 * The stylesheet is written inline and the first-screen script starts the entry after the paint.
 */
function paintBlockers(html: string, config: FirstScreenConfig): string[] {
  const blockers = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>|<script\b[^>]*\bsrc=[^>]*>/g)].map((m) => m[0]);
  if (!/<style>[\s\S]+<\/style>/.test(html)) blockers.push('no inline <style>: the page would paint unstyled');
  if (!config.entry?.startsWith('/assets/')) blockers.push('no entry in the first-screen script: nothing would start the app');
  return blockers;
}

function main(): number {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`No ${path.relative(root, manifestPath)}: run \`npm run build\` first (build.manifest is on in apps/web/vite.config.ts).`);
    return 1;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');

  const firstScreen = staticClosure(manifest, FIRST_SCREEN_ROUTE, staticClosure(manifest, entryKey));
  const rows = [...firstScreen].map((k) => ({ key: k, file: manifest[k]!.file, gz: gzipSize(manifest[k]!.file) })).sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((sum, r) => sum + r.gz, 0);

  console.log(`First screen (/login): JavaScript the browser downloads before it can render, gzip -9`);
  for (const r of rows) console.log(`  ${kb(r.gz).padStart(9)}  ${r.file}`);
  console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(FIRST_SCREEN_BUDGET_BYTES)})\n`);

  // Each route's own chunk; the shared chunks it also needs, beyond the first screen, in the last column.
  console.log('Route chunks (own chunk · what the route adds beyond the first screen, both gzip -9):');
  const routes = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && k.startsWith('src/app/'))
    .map(([k, c]) => {
      const extra = [...staticClosure(manifest, k)].filter((d) => !firstScreen.has(d));
      return { name: k.replace('src/app/', ''), own: gzipSize(c.file), extra: extra.reduce((s, d) => s + gzipSize(manifest[d]!.file), 0) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const r of routes) console.log(`  ${r.name.padEnd(34)} ${kb(r.own).padStart(9)}  +${kb(r.extra).padStart(9)}`);

  const index = readIndexHtml();
  const screens = loggedInFirstScreens(manifest, entryKey, index.config);
  console.log(`\nLogged-in first screens: the entry and the chunks index.html's first-screen script preloads (docs/decisions/1802, 1805), gzip -9:`);
  for (const s of screens)
    console.log(
      `  ${s.path.padEnd(34)} ${kb(s.bytes).padStart(9)} in ${String(s.files).padStart(2)} files` +
        `${s.bytes > LOGGED_IN_SCREEN_BUDGET_BYTES ? `  over the ${kb(LOGGED_IN_SCREEN_BUDGET_BYTES)} budget` : ''}` +
        `${s.files > LOGGED_IN_SCREEN_MAX_FILES ? `  over ${LOGGED_IN_SCREEN_MAX_FILES} files` : ''}` +
        `${s.zod ? '  with zod' : ''}`,
    );
  if (!screens.some((s) => s.zod)) throw new Error('No first screen holds zod: the check below would prove nothing (has chunk-modules.json changed?).');
  const zodWhereNotAllowed = screens.filter((s) => s.zod && !FIRST_SCREENS_WITH_ZOD.includes(s.path));
  if (zodWhereNotAllowed.length > 0) {
    console.error(
      `\nzod in a first screen that only shows answers: ${zodWhereNotAllowed.map((s) => s.path).join(', ')} (decision 1817: import the contract's types, and its plain values from its *-values.ts modules).`,
    );
    return 1;
  }
  console.log(`\nNo zod in the logged-in first screens but ${FIRST_SCREENS_WITH_ZOD.join(', ')} (decision 1817).`);

  const leaks = consoleLeaks(manifest, entryKey);
  if (leaks.length > 0) {
    console.error(`\nConsole code in the job seeker's chunks (decision 1406):`);
    for (const leak of leaks) console.error(`  ${leak}`);
    return 1;
  }
  console.log(`\nNo console module in the job seeker's chunks (entry and every route under src/app/).`);

  const blockers = paintBlockers(index.html, index.config);
  if (blockers.length > 0) {
    console.error(`\nindex.html holds back its first paint or cannot start (decision 1807):`);
    for (const blocker of blockers) console.error(`  ${blocker}`);
    return 1;
  }
  console.log(`index.html's first paint waits for no request: its stylesheet is inline and the app starts after the paint.`);

  const scattered = screens.filter((s) => s.files > LOGGED_IN_SCREEN_MAX_FILES);
  if (scattered.length > 0) {
    console.error(
      `\nToo many files: ${scattered.map((s) => `${s.path} fetches ${s.files}`).join(', ')} (at most ${LOGGED_IN_SCREEN_MAX_FILES} for a logged-in screen, decision 1805).`,
    );
    return 1;
  }
  const heavy = screens.filter((s) => s.bytes > LOGGED_IN_SCREEN_BUDGET_BYTES);
  if (heavy.length > 0) {
    console.error(`\nOver budget: ${heavy.map((s) => `${s.path} needs ${kb(s.bytes)}`).join(', ')} (budget ${kb(LOGGED_IN_SCREEN_BUDGET_BYTES)} for a logged-in screen).`);
    return 1;
  }
  if (total > FIRST_SCREEN_BUDGET_BYTES) {
    console.error(`\nOver budget: the first screen needs ${kb(total)} of gzipped JavaScript (budget ${kb(FIRST_SCREEN_BUDGET_BYTES)}).`);
    return 1;
  }
  console.log(`\nWithin budget: ${kb(total)} ≤ ${kb(FIRST_SCREEN_BUDGET_BYTES)}.`);
  return 0;
}

process.exit(main());
