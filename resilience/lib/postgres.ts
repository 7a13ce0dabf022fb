import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster of our own (initdb into a temp dir, its own port and socket
 * folder), so the suite can stop and restart it without touching the machine's shared server.
 * As root, PostgreSQL refuses to run: every binary then runs as the `postgres` user.
 */
export class ThrowawayPostgres {
  readonly dir: string;
  readonly logFile: string;
  readonly port: number;

  constructor(port: number) {
    this.port = port;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-resilience-pg-'));
    this.logFile = path.join(this.dir, 'server.log');
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Asynchronous on purpose: the load loops must keep running (and timing) while pg_ctl works. */
  private run(binary: string, args: string[]): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    const cmd = asRoot ? 'runuser' : path.join(PG_BIN, binary);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args] : args;
    return new Promise((resolve, reject) => {
      execFile(cmd, fullArgs, { encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`${binary} ${args.join(' ')} failed: ${err.message}\n${stdout}\n${stderr}`));
        else resolve();
      });
    });
  }

  async init(): Promise<void> {
    if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`);
    const data = path.join(this.dir, 'data');
    fs.mkdirSync(data, { mode: 0o700 });
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', this.dir]);
    await this.run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  }

  /** Starts the cluster and waits until it accepts connections (pg_ctl -w). Returns the time it took. */
  async start(): Promise<number> {
    const began = Date.now();
    // fsync off: durability against a machine crash is not what this suite measures, and the
    // shared 2-core machine's disk would otherwise dominate the timings.
    await this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      this.logFile,
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
      'start',
    ]);
    return Date.now() - began;
  }

  /** Fast shutdown: open sessions are terminated, as when an operator or a crash restarts the server. */
  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-w', '-t', '30', '-m', mode, 'stop']);
  }

  async createDatabase(name: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
  }

  /** Stops the cluster if it runs and removes its folder. Never throws: used in cleanup paths. */
  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
