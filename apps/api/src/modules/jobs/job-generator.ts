import type { JobCaptation, JobType, SalaryPeriod, Seniority, WorkModel } from '@rumo/contract';
import { BENEFITS, COMPANIES, EXTRAS, ROLES, SALARY_BANDS, STATE_CITIES } from './job-generator-data.ts';

/** A job ready to insert (column names of the jobs table, camelCase as in the drizzle schema). */
export type NewJob = {
  externalId: string;
  title: string;
  description: string;
  company: string | null;
  city: string | null;
  state: string | null;
  /** The minimum of the range, or its single value (docs/decisions/1503). */
  salary: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  captation: JobCaptation;
  url: string | null;
  applyUrl: string | null;
  remoteRegion: string | null;
  affirmative: boolean;
  expiredAt: Date | null;
  jobType: JobType | null;
  workModel: WorkModel | null;
  seniority: Seniority | null;
  skills: string[];
  publishedAt: Date;
};

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: tiny, fast, good enough for test data; same seed, same sequence. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, weighted, sample, chance: (p: number) => next() < p };
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const stateWeights = STATE_CITIES.map(([uf, w]) => [uf, w] as const);
const citiesByState = new Map(STATE_CITIES.map(([uf, , cities]) => [uf, cities]));
const WORK_MODEL_TEXT: Record<WorkModel, string> = {
  remoto: 'Trabalho 100% remoto, com encontros presenciais opcionais',
  híbrido: 'Modelo híbrido, com dois ou três dias por semana no escritório',
  presencial: 'Trabalho presencial no escritório',
};

const REMOTE_REGIONS = [
  ['Brasil', 6],
  ['América Latina', 2],
  ['Portugal e Brasil', 1],
] as const;
const PER_MONTH_HOURS = 220;

/**
 * The salary range and the other facts of issue 15 (docs/decisions/1503), so the screens show
 * each case: about half the salaries a range, some 'Até …' only, freelancers paid by the hour,
 * a few remote jobs paid in dollars, remote regions, a separate apply link, PcD jobs.
 */
function jobFacts(
  r: ReturnType<typeof createRandom>,
  job: { salary: number | null; seniority: Seniority; jobType: JobType; workModel: WorkModel; url: string | null },
): Pick<NewJob, 'salary' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'applyUrl' | 'remoteRegion' | 'affirmative'> {
  let salary = job.salary;
  let salaryMax: number | null = null;
  let salaryCurrency = 'BRL';
  let salaryPeriod: SalaryPeriod = 'month';
  const [, bandMax] = SALARY_BANDS[job.seniority];
  if (salary !== null && r.chance(0.5)) salaryMax = Math.min(Math.round((salary * (1.2 + r.next() * 0.4)) / 100) * 100, bandMax * 1.5);
  else if (salary === null && r.chance(0.15)) salaryMax = Math.round(r.int(bandMax / 2, bandMax) / 100) * 100;
  if (job.jobType === 'Freelancer' && r.chance(0.6)) {
    salaryPeriod = 'hour';
    salary = salary === null ? null : Math.round(salary / PER_MONTH_HOURS);
    salaryMax = salaryMax === null ? null : Math.round(salaryMax / PER_MONTH_HOURS);
  }
  const remote = job.workModel === 'remoto';
  const remoteRegion = remote && r.chance(0.6) ? r.weighted(REMOTE_REGIONS) : null;
  if (remote && salaryPeriod === 'month' && r.chance(0.08)) {
    // International employers pay remote work in dollars (about R$ 5 per US$).
    salaryCurrency = 'USD';
    salary = salary === null ? null : Math.round(salary / 500) * 100;
    salaryMax = salaryMax === null ? null : Math.round(salaryMax / 500) * 100;
  }
  const applyUrl = job.url?.startsWith('https://') && r.chance(0.3) ? `${job.url}/candidatura` : null;
  const affirmative = r.chance(0.1);
  if (salary !== null && salaryMax !== null && salaryMax < salary) salaryMax = salary;
  return { salary, salaryMax, salaryCurrency, salaryPeriod, applyUrl, remoteRegion, affirmative };
}

/**
 * The `index`-th generated job: each index has its own PRNG stream, so any range can be made on
 * its own (in parallel, or resumed) and `seed`, `seed-jobs N` and the benchmark share the same data.
 */
export function generateJob(index: number, now: Date, seed = 2026): NewJob {
  const r = createRandom(Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
  const role = r.pick(ROLES);
  const seniority = r.pick(role.seniorities);
  const company = r.chance(0.05) ? null : r.pick(COMPANIES);
  const state = r.weighted(stateWeights);
  const cities = citiesByState.get(state)!;
  // Capitals and big cities get most jobs: a skewed pick towards the start of the list.
  const city = r.chance(0.04) ? null : cities[Math.floor(r.next() ** 2 * cities.length)]!;
  const workModel = r.weighted<WorkModel>([
    ['remoto', 35],
    ['híbrido', 40],
    ['presencial', 25],
  ]);
  const jobType: JobType =
    seniority === 'Estágio'
      ? 'Estágio'
      : r.weighted<JobType>([
          ['CLT', 60],
          ['PJ', 27],
          ['Freelancer', 8],
          ['Temporário', 5],
        ]);
  const captation = r.weighted<JobCaptation>([
    ['direct', 25],
    ['company', 45],
    ['crawler', 30],
  ]);
  const [min, max] = SALARY_BANDS[seniority];
  const salary = r.chance(0.6) ? Math.round(r.int(min, max) / 100) * 100 : null;
  const skills = r.sample(role.skills, r.int(3, Math.min(5, role.skills.length)));
  const publishedAt = new Date(now.getTime() - Math.floor(r.next() * 60 * DAY));
  const expiredAt = r.chance(0.3) ? null : new Date(publishedAt.getTime() + r.int(20, 75) * DAY);
  const title = seniority === 'Estágio' ? role.title : `${role.title} ${seniority}`;

  let url: string | null = null;
  if (captation === 'crawler' || (captation === 'company' && r.chance(0.85))) {
    const host = company ? `carreiras.${slug(company)}.com.br` : 'vagas.empregosbrasil.com.br';
    url = `https://${host}/vagas/${100000 + index}-${slug(role.title)}`;
  } else if (captation === 'direct' && r.chance(0.1)) {
    url = '/jobs';
  }

  const where = city ? `${city}/${state}` : state;
  const who = company ?? 'Empresa confidencial';
  const description = [
    `A ${who} está contratando ${title} para o time de ${role.area}.`,
    '',
    'Responsabilidades:',
    ...r.sample(role.duties, 3).map((d) => `- ${d}`),
    '',
    'Requisitos:',
    `- Experiência com ${skills.slice(0, -1).join(', ')} e ${skills[skills.length - 1]}`,
    `- ${r.pick(EXTRAS)}`,
    '',
    `Benefícios: ${r.sample(BENEFITS, r.int(3, 6)).join(', ')}.`,
    '',
    `Local: ${where}. ${WORK_MODEL_TEXT[workModel]}. Contratação ${jobType}.`,
  ].join('\n');

  // The range, currency, period, apply link, remote region and PcD flag are drawn after everything
  // else, so the fields above stay what they were for every index (tests and benchmarks use them).
  const facts = jobFacts(r, { salary, seniority, jobType, workModel, url });

  return {
    externalId: `gen-${index}`,
    title,
    description,
    company,
    city,
    state,
    ...facts,
    captation,
    url,
    expiredAt,
    jobType,
    workModel,
    seniority,
    skills,
    publishedAt,
  };
}
