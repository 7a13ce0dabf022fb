// @long-running (starts the server as a process, migrating and seeding a fresh PGlite): started first by scripts/long-files-first.ts (decision 0711).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

// The real `server.ts` as a process: start-up, seeding, the PGlite folder lock, the CLI hand-over
// and graceful shutdown. Runs on PGlite only (those behaviours are PGlite's or engine-neutral).
const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-proc-'));
// At the file's end, also when the process tests are skipped.
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const port = await freePort();
// Three hashes at once: the SIGTERM test's logins then run side by side, as it needs, instead of
// one after another in the hash queue (docs/decisions/0705), which on a loaded 2-core machine can
// outlast the server's 10 s forced exit.
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ALERTS_INTERVAL_MS: '0',
  WEB_DIST: dataDir,
  PASSWORD_HASH_CONCURRENCY: '3',
} as NodeJS.ProcessEnv;
// The embedded default, as a fresh clone runs it: no DATABASE_URL and no SEED_DEMO, so demo data (docs/decisions/0707).
delete env.DATABASE_URL;
delete env.SEED_DEMO;

function start(extraEnv: NodeJS.ProcessEnv = {}): { child: ChildProcess; output: () => string; stdout: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['src/server.ts'], { cwd: apiDir, env: { ...env, ...extraEnv } });
  let out = '';
  let stdout = '';
  child.stdout?.on('data', (d) => ((out += String(d)), (stdout += String(d))));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, stdout: () => stdout, exited };
}

async function waitForHealth(): Promise<void> {
  // Generous: start-up migrates and seeds a fresh PGlite, and CI machines have two cores.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${server?.output()}`);
}

function cli(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/cli/main.ts', ...args], { cwd: apiDir, env });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const skip = Boolean(process.env.DATABASE_URL);
let server: ReturnType<typeof start>;

describe.skipIf(skip)('server process', () => {
  beforeAll(async () => {
    server = start();
    await waitForHealth();
  }, 120_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('prints the demo login and serves the seeded demo user', async () => {
    expect(server.output()).toContain('demo@rumo.app / rumo-demo-2026');
    // Not a terminal: only JSON lines (docs/decisions/0707), the start banner among them, even at LOG_LEVEL=warn.
    const lines = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === 'Rumo está no ar')).toMatchObject({
      level: 30,
      url: `http://127.0.0.1:${port}`,
      database: 'pglite',
      dataDir,
      demoData: true,
      demoLogin: 'demo@rumo.app / rumo-demo-2026',
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@rumo.app', password: 'rumo-demo-2026' }),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a second server on the same PGlite folder', async () => {
    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/já está em uso pelo processo/);
  }, 60_000);

  it('hands CLI commands to the running server over its control socket', async () => {
    const res = await cli('sources', 'list');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Nenhuma fonte cadastrada|\(\w+:/);
    const unknown = await cli('nao-existe');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/Comando desconhecido/);
  }, 60_000);

  it('finishes in-flight requests on SIGTERM and exits 0', async () => {
    const body = JSON.stringify({ username: 'demo@rumo.app', password: 'rumo-demo-2026' });
    // Logins run a full-cost scrypt (~0.2 s each), so several are in flight when the signal lands:
    // three, what one address may have running and waiting in the hash queue (docs/decisions/0705).
    const inFlight = Array.from({ length: 3 }, () =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGTERM');
    // Draining: readiness says 503 at once (docs/decisions/0707), so a load balancer stops sending; later the
    // socket closes. Never a 200 once the signal landed.
    await new Promise((r) => setTimeout(r, 50));
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'closed',
    );
    expect([503, 'closed']).toContain(ready);
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', async () => {
    const bad = start({ PORT: 'abc', DATA_DIR: path.join(dataDir, 'other') });
    expect(await bad.exited).toBe(1);
    // A JSON line too, naming the variable.
    expect(JSON.parse(bad.stdout().trim().split('\n').at(-1)!)).toMatchObject({ level: 60, msg: expect.stringMatching(/PORT/) });
    // Generous: loading the server's modules alone takes tens of seconds on a loaded 2-core machine.
  }, 120_000);
});
