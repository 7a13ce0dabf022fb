// Child processes of the benchmark, each pinned to one core with taskset: the measured server on
// SERVER_CORE, the load generator on LOAD_CORE, so neither steals the other's CPU.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load-generator.ts';
import { STATS_PATH, type ServerStats } from './server-stats.ts';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;
const here = path.dirname(fileURLToPath(import.meta.url));

export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** `taskset -c CORE node FILE ARGS` (Node strips the types) (without taskset when it is missing: the report says so). */
function pinnedNode(core: number, file: string, args: string[], nodeFlags: string[] = []): [string, string[]] {
  const node = [...nodeFlags, path.join(here, file), ...args];
  return hasTaskset ? ['taskset', ['-c', String(core), process.execPath, ...node]] : [process.execPath, node];
}

/** The cores a process may run on, as the kernel reports them (checks that the pinning took). */
export function allowedCpus(pid: number): string {
  try {
    return /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
  } catch {
    return '?';
  }
}

export type RunningServer<I> = { info: I; pid: number; stats: (reset: boolean) => Promise<ServerStats>; stop: () => Promise<void> };

/**
 * Starts a bench server script and waits for the JSON line it prints once listening. Its stderr
 * (progress of data generation) goes to ours.
 */
export async function startServer<I extends { url: string }>(file: string, args: string[], nodeFlags: string[] = []): Promise<RunningServer<I>> {
  const [cmd, argv] = pinnedNode(SERVER_CORE, file, args, nodeFlags);
  const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<I>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as I));
    child.once('exit', (code) => reject(new Error(`${file} exited with code ${code} before listening`)));
  });
  const stats = async (reset: boolean) => (await (await fetch(`${info.url}${STATS_PATH}${reset ? '?reset=1' : ''}`)).json()) as ServerStats;
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { info, pid: child.pid!, stats, stop };
}

/** Runs autocannon in its own pinned process and returns its figures. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const [cmd, argv] = pinnedNode(LOAD_CORE, 'load-generator.ts', []);
  const child = spawn(cmd, argv, { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify(job));
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`load generator exited with code ${code}`);
  return JSON.parse(out) as LoadResult;
}

/** Waits until the server has finished the previous scenario's requests (at most `limitMs`). */
export async function drain(server: Pick<RunningServer<never>, 'stats'>, limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  while ((await server.stats(false)).inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
}
