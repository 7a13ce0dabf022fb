// @long-running (builds and starts the compiled server): started first by scripts/long-files-first.ts (decision 0711).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStale } from '../../../scripts/build-freshness.ts';
import { freePort } from './free-port.ts';

// The build of decision 0710: the server, CLI and PGlite worker bundles run on plain JavaScript —
// Node is started with type stripping switched off, so any TypeScript left at run time fails here.
const apiDir = path.resolve(import.meta.dirname, '..');
const outdir = fs.mkdtempSync(path.join(apiDir, '.tmp-build-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-built-'));
const port = await freePort();
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ALERTS_INTERVAL_MS: '0', WEB_DIST: dataDir } as NodeJS.ProcessEnv;
// The embedded default seeds the demo user the test logs in as (docs/decisions/0707).
delete env.DATABASE_URL;
delete env.SEED_DEMO;
const plainNode = [process.execPath, '--no-experimental-strip-types'] as const;

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.ts', '--outdir', outdir], { cwd: apiDir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (PGlite)', () => {
  it('writes one bundle each for the server, the CLI and the PGlite worker, and nothing imports TypeScript', () => {
    for (const name of ['server.js', 'cli.js', 'pglite-worker.js']) {
      const code = fs.readFileSync(path.join(outdir, name), 'utf8');
      expect(code.length).toBeGreaterThan(1000);
      // `.d.ts` paths are JSDoc type references in bundled libraries' comments (undici's), never loaded.
      expect(code).not.toMatch(/from\s*["'][^"']+(?<!\.d)\.ts["']|import\(\s*["'][^"']+(?<!\.d)\.ts["']\s*\)/);
    }
  });

  it('starts without a TypeScript loader, migrates and seeds through the worker bundle, answers and stops on SIGTERM', async () => {
    const child = spawn(plainNode[0], [plainNode[1], path.join(outdir, 'server.js')], { cwd: apiDir, env });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let healthy = false;
    for (let i = 0; i < 360 && !healthy; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, out).toBe(true);
    // The seeded demo login: a query through the PGlite worker bundle and a password hash.
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@rumo.app', password: 'rumo-demo-2026' }),
    });
    expect(login.status, out).toBe(200);
    child.kill('SIGTERM');
    expect(await exited, out).toBe(0);
  }, 120_000);

  it('runs an operator command from the CLI bundle', () => {
    const run = spawnSync(plainNode[0], [plainNode[1], path.join(outdir, 'cli.js'), 'help'], { cwd: apiDir, env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('backup');
  }, 60_000);
});

describe('when `npm start` builds (scripts/build-freshness.ts)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-fresh-'));
  const marker = path.join(dir, 'BUILT');
  const source = path.join(dir, 'src');
  fs.mkdirSync(path.join(source, 'deep'), { recursive: true });
  const file = path.join(source, 'deep', 'a.ts');
  fs.writeFileSync(file, '');
  const setTime = (p: string, seconds: number) => fs.utimesSync(p, seconds, seconds);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds when nothing is built', () => {
    expect(isStale(marker, [source])).toBe(true);
  });

  it('does not build when every source is older than the build', () => {
    fs.writeFileSync(marker, '');
    for (const p of [file, path.join(source, 'deep'), source]) setTime(p, 1_000);
    setTime(marker, 2_000);
    expect(isStale(marker, [source])).toBe(false);
  });

  it('builds again when a file deep in a source folder changed after the build', () => {
    setTime(file, 3_000);
    expect(isStale(marker, [source])).toBe(true);
  });

  it('ignores sources that do not exist', () => {
    setTime(file, 1_000);
    expect(isStale(marker, [source, path.join(dir, 'missing')])).toBe(false);
  });
});
