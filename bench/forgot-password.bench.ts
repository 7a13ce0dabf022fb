/**
 * Does forgot-password answer an address with an account as fast as one without? (Issue 11 item 6,
 * docs/decisions/0705.) The real server runs in its own process on a fresh PGlite folder (its
 * default: PGlite in a worker thread; rate limits off, so this measures the handler), and this
 * process times the answers over HTTP, alternating between the demo account's address and unknown
 * ones so both see the same machine. Prints the median and p95 of each, and their difference.
 *
 *   node bench/forgot-password.bench.ts [--requests 400]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '400' } } });
const requests = Number(values.requests);
const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-bench-forgot-'));

const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'ignore',
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: dataDir,
    LOG_LEVEL: 'silent',
    ALERTS_INTERVAL_MS: '0',
    RATE_LIMIT_FACTOR: '0',
    // Half the requests ask for the demo account's address (docs/decisions/0707).
    SEED_DEMO: '1',
  },
});
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const times: Record<'existing' | 'unknown', number[]> = { existing: [], unknown: [] };
  for (let i = 0; i < requests + 40; i++) {
    const kind = i % 2 === 0 ? 'existing' : 'unknown';
    const email = kind === 'existing' ? 'demo@rumo.app' : `ninguem-${i}@bench.rumo.app`;
    const began = performance.now();
    const res = await fetch(`${base}/api/v1/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    await res.arrayBuffer();
    const ms = performance.now() - began;
    if (res.status !== 202) throw new Error(`unexpected ${res.status}`);
    if (i >= 40) times[kind].push(ms); // the first 40 warm up
    // Leave the background job the request woke time to finish, as a person's next click would.
    await new Promise((r) => setTimeout(r, 20));
  }
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  for (const kind of ['existing', 'unknown'] as const) {
    console.log(`${kind.padEnd(8)} n=${times[kind].length}  median ${pct(times[kind], 50).toFixed(2)} ms  p95 ${pct(times[kind], 95).toFixed(2)} ms`);
  }
  console.log(`difference of medians: ${(pct(times.existing, 50) - pct(times.unknown, 50)).toFixed(2)} ms`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
