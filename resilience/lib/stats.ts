import type { Outcome } from './http.ts';

/** Compact record of every request of a phase (no bodies: a 60 s run makes ~10⁵ of them). */
export class Recorder {
  readonly ms: number[] = [];
  readonly statuses = new Map<string, number>();
  readonly slow: Outcome[] = [];
  total = 0;

  private readonly keepSlowerThanMs: number;

  constructor(keepSlowerThanMs = Number.POSITIVE_INFINITY) {
    this.keepSlowerThanMs = keepSlowerThanMs;
  }

  add(o: Outcome): void {
    this.total++;
    this.ms.push(o.ms);
    const key = o.status === 0 ? (o.error ?? 'error') : String(o.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (o.ms > this.keepSlowerThanMs && this.slow.length < 20) this.slow.push({ ...o, body: undefined });
  }

  count(predicate: (key: string) => boolean): number {
    let n = 0;
    for (const [k, v] of this.statuses) if (predicate(k)) n += v;
    return n;
  }

  get serverErrors(): number {
    return this.count((k) => /^5\d\d$/.test(k));
  }

  percentile(p: number): number {
    return percentile(this.ms, p);
  }

  get max(): number {
    return this.ms.reduce((a, b) => Math.max(a, b), 0);
  }

  statusSummary(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export type Row = { scenario: string; figures: string; verdict: 'ok' | 'FAIL'; detail?: string };

export function printTable(rows: Row[]): void {
  const w1 = Math.max(8, ...rows.map((r) => r.scenario.length));
  const w2 = Math.max(7, ...rows.map((r) => r.figures.length));
  const line = `+${'-'.repeat(w1 + 2)}+${'-'.repeat(w2 + 2)}+------+`;
  console.log(line);
  console.log(`| ${'scenario'.padEnd(w1)} | ${'figures'.padEnd(w2)} | ok?  |`);
  console.log(line);
  for (const r of rows) console.log(`| ${r.scenario.padEnd(w1)} | ${r.figures.padEnd(w2)} | ${r.verdict.padEnd(4)} |`);
  console.log(line);
  for (const r of rows) if (r.verdict === 'FAIL' && r.detail) console.log(`\n${r.scenario}: ${r.detail}`);
}

export const fmtMs = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
