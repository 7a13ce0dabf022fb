// Cold searches (issue 18): distinct searches that no cache of the API has seen, measured one at a
// time and eight at a time, right after the server starts and before any other scenario primes a
// cache. Every request's text is new to the run (the counts are cached per text, the ranked window
// per text and filters), so each one counts and ranks from scratch.
import { BENEFITS, EXTRAS, ROLES, STATE_CITIES } from '../../apps/api/src/modules/jobs/job-generator-data.ts';

/** Levels, work models and contract words as people type them (accented or not). */
const LEVELS = [
  'estágio',
  'estagio',
  'estagiário',
  'estagiaria',
  'trainee',
  'junior',
  'júnior',
  'pleno',
  'senior',
  'sênior',
  'especialista',
  'remoto',
  'remota',
  'híbrido',
  'presencial',
  'clt',
  'pj',
  'pcd',
];
/** Roles as typed in a search box, singular, plural, feminine, short. */
const TYPED_ROLES = [
  'vaga',
  'vagas',
  'dev',
  'desenvolvedor',
  'desenvolvedora',
  'desenvolvedores',
  'programador',
  'programadora',
  'analista',
  'engenheiro',
  'engenheira',
  'designer',
  'suporte',
  'dados',
  'mobile',
  'backend',
  'frontend',
  'fullstack',
  'devops',
  'sre',
  'qa',
  'testes',
  'cloud',
  'segurança',
  'infraestrutura',
  'produto',
  'tecnologia',
  'sistemas',
];
/** Typos: full text finds nothing and the search falls back to trigram similarity, the slowest path. */
const TYPOS = [
  'typescrpt',
  'pyhton',
  'javscript',
  'kubernets',
  'reatc',
  'desenvolvdor',
  'analsta',
  'engenheria',
  'segurnça',
  'suprote',
  'flutte',
  'djang',
  'postgre',
  'terrafom',
  'figm',
  'lavarel',
];

/** Lower-case words of at least two letters. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? []).map((w) => w.replace(/\.$/, '')).filter((w) => w.length >= 2);
const unique = (xs: string[]) => [...new Set(xs)].sort();

/**
 * The vocabulary, by what a word is: roles (the generator's titles and what people type), skills,
 * levels, places (the likelier cities), other words of the job texts (duties, benefits, extras) and typos.
 */
export function vocabulary() {
  return {
    roles: unique([...ROLES.flatMap((r) => words(r.title)).filter((w) => w.length >= 3), ...TYPED_ROLES]),
    skills: unique(ROLES.flatMap((r) => r.skills.flatMap(words))),
    levels: LEVELS,
    places: unique(
      STATE_CITIES.flatMap(([, , cities]) =>
        cities
          .slice(0, 2)
          .flatMap(words)
          .filter((w) => w.length >= 4 && !['são', 'santo', 'santa'].includes(w)),
      ),
    ),
    other: unique([...ROLES.flatMap((r) => [...words(r.area), ...r.duties.flatMap(words)]), ...BENEFITS.flatMap(words), ...EXTRAS.flatMap(words)].filter((w) => w.length >= 5)),
    typos: TYPOS,
  };
}

/** A small deterministic generator (mulberry32): the same searches on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ColdSearch = { path: string; text: string; state: string | null; page: number };

/**
 * `count` searches, every text different: one word (60%: a role, a skill, a level, a place, another
 * word of the job texts or a typo) or two (40%: a role with a skill, a level or a place, or a skill
 * with a level); half with a state (weighted as the generator weights them); page 1 (70%), 2 (20%)
 * or 3 (10%).
 */
export function coldSearches(count: number, seed = 20_261_126): ColdSearch[] {
  const v = vocabulary();
  const next = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const weighted = <T>(choices: [number, () => T][]) => {
    let r = next() * choices.reduce((s, [w]) => s + w, 0);
    for (const [w, f] of choices) if ((r -= w) < 0) return f();
    return choices[0]![1]();
  };
  const oneWord = () =>
    weighted<string>([
      [30, () => pick(v.roles)],
      [35, () => pick(v.skills)],
      [8, () => pick(v.levels)],
      [7, () => pick(v.places)],
      [12, () => pick(v.other)],
      [8, () => pick(v.typos)],
    ]);
  const twoWords = () =>
    weighted<string>([
      [40, () => `${pick(v.roles)} ${pick(v.skills)}`],
      [25, () => `${pick(v.roles)} ${pick(v.levels)}`],
      [15, () => `${pick(v.roles)} ${pick(v.places)}`],
      [20, () => `${pick(v.skills)} ${pick(v.levels)}`],
    ]);
  const totalWeight = STATE_CITIES.reduce((s, [, w]) => s + w, 0);
  const state = () => {
    let r = next() * totalWeight;
    for (const [uf, w] of STATE_CITIES) if ((r -= w) < 0) return uf;
    return STATE_CITIES[0]![0];
  };
  const seen = new Set<string>();
  const out: ColdSearch[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const text = next() < 0.6 ? oneWord() : twoWords();
    if (seen.has(text)) continue;
    seen.add(text);
    const uf = next() < 0.5 ? state() : null;
    const r = next();
    const page = r < 0.7 ? 1 : r < 0.9 ? 2 : 3;
    const params = new URLSearchParams({ query: text, ...(uf ? { state: uf } : {}), ...(page > 1 ? { page: String(page) } : {}) });
    out.push({ path: `/api/v1/jobs?${params}`, text, state: uf, page });
  }
  if (out.length < count) throw new Error(`only ${out.length} distinct searches could be made`);
  return out;
}

export type ColdResult = {
  concurrency: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-200 answers by status. */
  failures: Record<string, number>;
  /** Answers whose total is shown as exact, and how many said 'mais de 10.000' instead. */
  exactTotals: number;
  cappedTotals: number;
  /** The slowest searches, for EXPLAIN. */
  slowest: { path: string; ms: number; total: number }[];
};

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** Milliseconds to one decimal, as the reports print them. */
export const round = (n: number) => Math.round(n * 10) / 10;

/** Runs `work` on each item, `concurrency` at a time: each of that many workers takes the next item when its last is done. */
export async function inTurns<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Sends the searches `concurrency` at a time (each worker one after the other) and times each answer. */
export async function measureCold(baseUrl: string, token: string, searches: ColdSearch[], concurrency: number): Promise<ColdResult> {
  const timings: { path: string; ms: number; total: number }[] = [];
  const failures: Record<string, number> = {};
  let exactTotals = 0;
  let cappedTotals = 0;
  await inTurns(searches, concurrency, async (s) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${s.path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { meta?: { total?: number; total_capped?: boolean } };
    const ms = performance.now() - started;
    if (res.status !== 200) failures[res.status] = (failures[res.status] ?? 0) + 1;
    if (body.meta?.total_capped) cappedTotals++;
    else exactTotals++;
    timings.push({ path: s.path, ms, total: body.meta?.total ?? -1 });
  });
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return {
    concurrency,
    requests: timings.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    failures,
    exactTotals,
    cappedTotals,
    slowest: [...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((t) => ({ ...t, ms: round(t.ms) })),
  };
}
