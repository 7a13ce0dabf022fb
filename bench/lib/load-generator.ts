// The load generator process (bench/run.ts starts it with `taskset -c 1`, the server runs on
// core 0): reads one LoadJob as JSON on stdin, runs autocannon, prints one LoadResult as JSON.
import autocannon from 'autocannon';

/** One kind of request; each request picks a kind by weight, then a random path and a random body. */
export type RequestKind = { weight: number; method: 'GET' | 'POST'; paths: string[]; bodies?: string[] };
export type LoadJob = { url: string; connections: number; seconds: number; token?: string; kinds: RequestKind[] };
/** autocannon's raw result (skipAggregateResult: histograms still encoded, so rounds can be merged). */
export type RawResult = {
  latencies: string;
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
export type LoadResult = {
  raw: RawResult;
  /** CPU time this process used, as a share of one core: near 1 means the generator was the limit. */
  generatorCpu: number;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function chooser(kinds: RequestKind[]) {
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const kind of kinds) if ((r -= kind.weight) < 0) return kind;
    return kinds[kinds.length - 1]!;
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const job = JSON.parse(await readStdin()) as LoadJob;
  const next = chooser(job.kinds);
  const auth: Record<string, string> = job.token ? { authorization: `Bearer ${job.token}` } : {};
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    skipAggregateResult: true,
    requests: [
      {
        setupRequest: (req) => {
          const kind = next();
          const body = kind.bodies ? pick(kind.bodies) : undefined;
          const headers = { ...req.headers, ...auth, ...(body ? { 'content-type': 'application/json' } : {}) };
          return { ...req, method: kind.method, path: pick(kind.paths), headers, body };
        },
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedMs = performance.now() - started;
  const out: LoadResult = { raw: result as unknown as RawResult, generatorCpu: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100) / 100 };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
