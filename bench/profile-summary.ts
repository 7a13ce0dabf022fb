// Summarises V8 CPU profiles (`BENCH_CPU_PROF=1 npm run bench` writes one per server process and
// per worker thread, see run.ts): self and total time by function and by file, so the costs of a
// request can be read without a profiler UI.
//
//   node bench/profile-summary.ts FILE.cpuprofile [--last SECONDS] [--top N] [--files]
//
// --last: only the samples of the profile's last SECONDS (the measured rounds come last; the
// server's own start, data preparation included, comes first).
import fs from 'node:fs';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

function parseArgs(argv: string[]) {
  const files: string[] = [];
  let last = Infinity;
  let top = 40;
  let byFile = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--last') last = Number(argv[++i]);
    else if (arg === '--top') top = Number(argv[++i]);
    else if (arg === '--files') byFile = true;
    else files.push(arg);
  }
  return { files, last, top, byFile };
}

/** node_modules/<package> or the path inside the repository: where a function's time belongs. */
function fileLabel(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return `npm:${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith('node:')) return url;
  const repo = url.indexOf('/apps/');
  return repo >= 0 ? url.slice(repo + 1) : path.basename(url);
}

function summarise(profile: Profile, lastSeconds: number, byFile: boolean) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: ProfileNode) =>
    byFile ? fileLabel(n.callFrame.url) : `${n.callFrame.functionName || '(anonymous)'} ${fileLabel(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

  // Sample i ends at startTime + sum(timeDeltas[0..i]); keep those within the last window.
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const from = profile.endTime - lastSeconds * 1e6;

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i]! < from) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(profile.samples[i]!)!;
    all += dt;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    self.set(key(leaf), (self.get(key(leaf)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const k = key(byId.get(id)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
  return { self, total, all, idle };
}

function main(): void {
  const { files, last, top, byFile } = parseArgs(process.argv.slice(2));
  if (files.length === 0) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--last SECONDS] [--top N] [--files]');
  for (const file of files) {
    const { self, total, all, idle } = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, last, byFile);
    const busy = all - idle;
    const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
    const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
    console.log(`\n${file}: ${ms(all)} ms sampled, ${ms(busy)} ms busy (${((busy / all) * 100).toFixed(0)}%)`);
    console.log(`   self ms   self%  total%  ${byFile ? 'file' : 'function file:line'}`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(v)}  ${pct(v)}  ${pct(total.get(k) ?? 0)}  ${k}`);
    console.log('   — by total —');
    for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(self.get(k) ?? 0)}  ${pct(self.get(k) ?? 0)}  ${pct(v)}  ${k}`);
  }
}

main();
