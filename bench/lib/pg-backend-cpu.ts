// CPU time of the PostgreSQL backends serving the bench API (PostgreSQL runs on this machine, so
// /proc has them). The API's pool connects with application_name = APPLICATION_NAME, which tells
// its backends apart from everyone else's. Bench-only.
import fs from 'node:fs';
import pg from 'pg';

export const APPLICATION_NAME = 'rumo-npm-bench';
const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuTicks(pid: number): number {
  try {
    // Fields after the ")" of the command name: state is 3rd overall, utime 14th, stime 15th.
    const rest = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0; // the backend exited (idle pool connections are closed after 30 s)
  }
}

export async function pgBackendCpu(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'rumo-npm-bench-probe' });
  await client.connect();
  let baseline = new Map<number, number>();
  const pids = async () => (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [APPLICATION_NAME])).rows.map((r) => r.pid);

  /** CPU ms of the API's backends since the last call with reset (backends that appeared since count from zero). */
  const read = async (reset: boolean): Promise<number> => {
    const now = new Map((await pids()).map((pid) => [pid, cpuTicks(pid)]));
    let ticks = 0;
    for (const [pid, t] of now) ticks += t - (baseline.get(pid) ?? 0);
    if (reset) baseline = now;
    return ticks * TICK_MS;
  };
  return { read, close: () => client.end() };
}
