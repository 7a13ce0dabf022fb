import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpClient } from './http.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `env`: extra variables; by default the rate limits are scaled out of the way of the load scenarios (RATE_LIMIT_FACTOR=1000). */
export type AppServerOptions = { port: number; databaseUrl: string; poolSize?: number; logFile: string; env?: Record<string, string> };

/**
 * The real server as a child process, from its sources (the same code as the built bundle, 0710):
 * `node apps/api/src/server.ts` (Node strips the types), so the child is the server itself and a signal reaches it directly.
 */
export class AppServer {
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  readonly baseUrl: string;
  private readonly webDist: string;
  private readonly probe: HttpClient;
  private readonly options: AppServerOptions;

  constructor(options: AppServerOptions) {
    this.options = options;
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    // An empty folder: the API serves no SPA, only the endpoints under test.
    this.webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-resilience-web-'));
    this.probe = new HttpClient(this.baseUrl, 1);
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const log = fs.openSync(this.options.logFile, 'a');
    const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATABASE_URL: this.options.databaseUrl,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ALERTS_INTERVAL_MS: '0',
        WEB_DIST: this.webDist,
        DB_POOL_SIZE: String(this.options.poolSize ?? 10),
        PUBLIC_URL: this.baseUrl,
        RATE_LIMIT_FACTOR: '1000',
        // The scenarios need the seeded jobs: demo data on PostgreSQL is opt-in (docs/decisions/0707).
        SEED_DEMO: '1',
        ...this.options.env,
      },
    });
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting; see ${this.options.logFile}`);
      const health = await this.probe.request('/api/health', { timeoutMs: 2000 });
      if (health.status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not become healthy within ${timeoutMs} ms; see ${this.options.logFile}`);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Resolves with how the process ended; rejects after `timeoutMs`. */
  async waitForExit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.exited) throw new Error('server was never started');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`server still running ${timeoutMs} ms later`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Graceful stop (SIGTERM), then SIGKILL if it does not exit in time. Never throws. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.signal('SIGTERM');
    try {
      await this.waitForExit(15_000);
    } catch {
      this.signal('SIGKILL');
      await this.waitForExit(5_000).catch(() => undefined);
    }
  }

  cleanup(): void {
    this.probe.close();
    fs.rmSync(this.webDist, { recursive: true, force: true });
  }
}
