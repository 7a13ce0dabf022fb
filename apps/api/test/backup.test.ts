// @long-running (starts two servers and a CLI process): started first by scripts/long-files-first.ts (decision 0711).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

// `backup` and `restore` end to end (docs/decisions/0708): the real server on a PGlite folder, data
// created through the API, a backup through the CLI while the server runs, a change after it, then
// a restore into a new folder and a server on that folder. PGlite only: on PostgreSQL the commands
// point to pg_dump (checked at the end, without a database).
const apiDir = path.resolve(import.meta.dirname, '..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-backup-'));
const original = path.join(root, 'original');
const restored = path.join(root, 'restored');
const backupFile = path.join(root, 'rumo.backup');
const port = await freePort();
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ALERTS_INTERVAL_MS: '0', WEB_DIST: root } as NodeJS.ProcessEnv;
// The embedded default seeds the demo user whose login the restore must bring back (docs/decisions/0707).
delete env.DATABASE_URL;
delete env.SEED_DEMO;

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const servers: Server[] = [];

async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['src/server.ts'], { cwd: apiDir, env: { ...env, DATA_DIR: dataDir } });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, output: () => out, exited };
  servers.push(server);
  // Generous: start-up migrates and seeds a fresh PGlite, and CI machines have two cores.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${out}`);
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

function cli(dataDir: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return cliWith({ DATA_DIR: dataDir }, ...args);
}

function cliWith(extraEnv: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/cli/main.ts', ...args], { cwd: apiDir, env: { ...env, ...extraEnv } });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const api = (pathname: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/api/v1${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const register = (email: string) => api('/users', { name: 'Pessoa da Cópia', email, password: 'frase-longa-e-unica-42', tel: '11912345678', linkedin: '' });
const login = async (email: string) => (await api('/auth', { username: email, password: 'frase-longa-e-unica-42' })).status;

afterAll(() => {
  for (const s of servers) s.child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore (PGlite)', () => {
  it('backs up while the server runs, and restores into an empty folder what was there at that moment', async () => {
    const first = await startServer(original);
    expect((await register('antes@copia.rumo.app')).status).toBe(201);

    const backup = await cli(original, 'backup', backupFile);
    expect(backup.out).toMatch(/Cópia do banco gravada em .*rumo\.backup: [\d,]+ MB em [\d,]+ s\./);
    expect(backup.code).toBe(0);
    console.log(`[backup, server running] ${backup.out.trim()}`);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // Never over an existing file without --force.
    const again = await cli(original, 'backup', backupFile);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/já existe; use --force/);
    const forced = await cli(original, 'backup', backupFile, '--force');
    expect(forced.code).toBe(0);

    // Changed after the backup: must not come back.
    expect((await register('depois@copia.rumo.app')).status).toBe(201);

    // Not into the folder of a running server.
    const busy = await cli(original, 'restore', backupFile);
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/não roda dentro do servidor|está em uso pelo servidor/);
    await stopServer(first);

    // Not into a folder that holds a database.
    const notEmpty = await cli(original, 'restore', backupFile);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.out).toMatch(/não está vazia/);

    const restore = await cli(restored, 'restore', backupFile);
    expect(restore.out).toMatch(/Banco restaurado de .* em .*restored: \d+ usuários, \d+ vagas, \d+ candidaturas; \d+ migrações aplicadas/);
    expect(restore.code).toBe(0);
    console.log(`[restore] ${restore.out.trim()}`);

    const second = await startServer(restored);
    expect(await login('antes@copia.rumo.app')).toBe(200);
    expect(await login('depois@copia.rumo.app')).toBe(404); // no such account
    expect((await api('/auth', { username: 'demo@rumo.app', password: 'rumo-demo-2026' })).status).toBe(200);
    await stopServer(second);

    // With no server on the folder, the CLI opens it itself.
    const offline = await cli(restored, 'backup', path.join(root, 'offline.backup'));
    expect(offline.code).toBe(0);
    console.log(`[backup, no server] ${offline.out.trim()}`);
    // Generous: three server starts (each migrating and seeding a PGlite folder) and two CLI runs,
    // beside the other test files, on a 2-core CI machine.
  }, 600_000);

  it('refuses a missing file, a file that is not a backup, and a folder with no database to copy', async () => {
    const fresh = path.join(root, 'fresh');
    const missing = await cli(fresh, 'restore', path.join(root, 'nao-existe.backup'));
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/Arquivo não encontrado/);

    const garbage = path.join(root, 'garbage.backup');
    fs.writeFileSync(garbage, 'isto não é uma cópia do banco\n'.repeat(100));
    const notBackup = await cli(fresh, 'restore', garbage);
    expect(notBackup.code).toBe(1);
    expect(notBackup.out).toMatch(/não é uma cópia do banco/);
    // A gzip that is not a tarball of a data folder is refused the same way.
    fs.writeFileSync(garbage, (await import('node:zlib')).gzipSync(Buffer.alloc(4096, 7)));
    expect((await cli(fresh, 'restore', garbage)).out).toMatch(/não é uma cópia do banco/);
    expect(fs.existsSync(fresh)).toBe(false);

    const nothing = await cli(fresh, 'backup', path.join(root, 'nada.backup'));
    expect(nothing.code).toBe(1);
    expect(nothing.out).toMatch(/Não há banco de dados em/);
    expect(fs.existsSync(fresh)).toBe(false);

    const usage = await cli(fresh, 'backup');
    expect(usage.code).toBe(1);
    expect(usage.out).toMatch(/Uso: backup ARQUIVO \[--force\]/);

    // Listing the commands opens no database: the folder is still not there.
    const help = await cli(fresh);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/backup ARQUIVO \[--force\]\s+Grava uma cópia/);
    expect(fs.existsSync(fresh)).toBe(false);
  }, 180_000);
});

describe('backup on PostgreSQL', () => {
  it('explains that the PostgreSQL deployment is backed up with pg_dump', async () => {
    // prepare() answers before any connection: the address below is never dialled.
    const res = await cliWith({ DATABASE_URL: 'postgres://127.0.0.1:1/rumo' }, 'backup', path.join(root, 'pg.backup'));
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/pg_dump -Fc "\$DATABASE_URL" > rumo\.dump/);
    const restore = await cliWith({ DATABASE_URL: 'postgres://127.0.0.1:1/rumo' }, 'restore', path.join(root, 'pg.backup'));
    expect(restore.code).toBe(1);
    expect(restore.out).toMatch(/pg_restore/);
  }, 120_000);
});
