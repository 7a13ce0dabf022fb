import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production build of the SPA: WEB_DIST when given, otherwise a fresh `vite build` into a temp folder. */
export function buildSpa(): { dir: string; temporary: boolean } {
  if (process.env.WEB_DIST) return { dir: path.resolve(process.env.WEB_DIST), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-lighthouse-dist-'));
  console.log(`building the SPA into ${dir}…`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' });
  return { dir, temporary: true };
}

/** The real server (PGlite in a temp folder, seeded with the demo data) serving that build. */
export class AppUnderTest {
  private child: ChildProcess | null = null;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-lighthouse-data-'));
  readonly baseUrl: string;
  private readonly port: number;
  private readonly webDist: string;
  private env: NodeJS.ProcessEnv = {};

  constructor(port: number, webDist: string) {
    this.port = port;
    this.webDist = webDist;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const log = fs.openSync(path.join(this.dataDir, 'server.log'), 'a');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      WEB_DIST: this.webDist,
      LOG_LEVEL: 'warn',
      ALERTS_INTERVAL_MS: '0',
      PUBLIC_URL: this.baseUrl,
      RATE_LIMIT_FACTOR: '100',
      // The logged-in pages are the demo user's (docs/decisions/0707).
      SEED_DEMO: '1',
    };
    // Always the embedded database: the figures are about the front end.
    delete env.DATABASE_URL;
    this.env = env;
    this.child = spawn(process.execPath, ['apps/api/src/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited; see ${path.join(this.dataDir, 'server.log')}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('server did not start within 180 s');
  }

  /** An operator command (`npm run cli`), handed to this server over its control socket (docs/decisions/0708). */
  cli(...args: string[]): string {
    return execFileSync(process.execPath, ['apps/api/src/cli/main.ts', ...args], { cwd: repoRoot, env: this.env, encoding: 'utf8' });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
