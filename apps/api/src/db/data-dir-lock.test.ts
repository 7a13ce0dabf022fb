// @long-running (races child processes for the data folder): started first by scripts/long-files-first.ts (decision 0711).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, lockHolder, lockPath } from './data-dir-lock.ts';

const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (so a lock naming it is stale). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/**
 * A separate Node process (Node 24 strips the module's types) that loads the lock module, says
 * 'ready', waits for a start time on stdin, spins until then, tries to take the lock and reports
 * 'won' or 'lost' — then keeps what it won until its stdin closes.
 */
const RACER = `
import { acquireDataDirLock } from ${JSON.stringify(moduleUrl)};
const dir = process.argv[1];
process.stdout.write('ready\\n');
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
  if (!input.includes('\\n') || input.startsWith('#')) return;
  const startAt = Number(input.trim());
  input = '#';
  while (Date.now() < startAt);
  let outcome;
  try {
    acquireDataDirLock(dir);
    outcome = 'won';
  } catch (err) {
    outcome = /já está em uso|disputada/.test(err.message) ? 'lost' : 'error ' + err.message;
  }
  process.stdout.write(outcome + '\\n');
});
process.stdin.on('end', () => process.exit(0));
`;

type Racer = { child: ChildProcess; lines: string[]; next: () => Promise<string> };

function startRacer(dir: string): Racer {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RACER, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      const resolve = waiting.shift();
      if (resolve) resolve(line);
      else lines.push(line);
    }
  });
  const next = () => (lines.length ? Promise.resolve(lines.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)));
  return { child, lines, next };
}

/** `count` processes try to take the lock of `dir` at the same instant; their outcomes. */
async function race(dir: string, count: number): Promise<string[]> {
  const racers = Array.from({ length: count }, () => startRacer(dir));
  try {
    expect(await Promise.all(racers.map((r) => r.next()))).toEqual(racers.map(() => 'ready'));
    const startAt = Date.now() + 150;
    for (const r of racers) r.child.stdin!.write(`${startAt}\n`);
    return await Promise.all(racers.map((r) => r.next()));
  } finally {
    await Promise.all(
      racers.map(
        (r) =>
          new Promise<void>((resolve) => {
            r.child.once('exit', () => resolve());
            if (r.child.exitCode !== null) resolve();
            r.child.stdin!.end();
          }),
      ),
    );
  }
}

// The lock guards the embedded database's folder and touches no database: one run, in the PGlite
// pass (decision 0711).
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite data folder lock', () => {
  it('is taken, reported and released by its holder', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    expect(lockHolder(dir)).toBe(process.pid);
    // No draft or stale file is left beside it.
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    expect(lockHolder(dir)).toBeNull();
  });

  it('refuses a folder held by a live process, naming it, and leaves its lock alone', () => {
    const dir = tempDir();
    const holder = process.ppid; // alive, and not this process
    fs.writeFileSync(lockPath(dir), String(holder));
    expect(() => acquireDataDirLock(dir)).toThrow(`A pasta de dados ${dir} já está em uso pelo processo ${holder}.`);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(holder));
  });

  it('takes over the lock of a dead process, or a lock file without a pid', () => {
    for (const stale of [String(deadPid()), '', 'lixo']) {
      const dir = tempDir();
      fs.writeFileSync(lockPath(dir), stale);
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
      expect(fs.readdirSync(dir)).toEqual(['server.lock']);
      lock.release();
    }
  });

  it('waits for a take-over in progress, and drops the claim of a taker that died during one (after 10 s)', () => {
    const dir = tempDir();
    const dead = deadPid();
    fs.writeFileSync(lockPath(dir), String(dead));
    fs.linkSync(lockPath(dir), `${lockPath(dir)}.stale-${dead}-${fs.statSync(lockPath(dir)).ino}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`A pasta de dados ${dir} está sendo disputada`);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
      expect(fs.readdirSync(dir)).toEqual(['server.lock']);
      lock.release();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not remove a lock another process holds when releasing', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(lockPath(dir), String(process.ppid));
    lock.release();
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('of processes starting at the same instant on a free folder, exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const dir = tempDir();
      const outcomes = await race(dir, 6);
      expect(
        outcomes.filter((o) => o === 'won'),
        outcomes.join(', '),
      ).toHaveLength(1);
      expect(
        outcomes.filter((o) => o !== 'won').every((o) => o === 'lost'),
        outcomes.join(', '),
      ).toBe(true);
    }
  }, 120_000);

  it('of processes taking over a stale lock at the same instant, exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const dir = tempDir();
      fs.writeFileSync(lockPath(dir), String(deadPid()));
      const outcomes = await race(dir, 6);
      expect(
        outcomes.filter((o) => o === 'won'),
        outcomes.join(', '),
      ).toHaveLength(1);
      expect(
        outcomes.filter((o) => o !== 'won').every((o) => o === 'lost'),
        outcomes.join(', '),
      ).toBe(true);
    }
  }, 120_000);
});
