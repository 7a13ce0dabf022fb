import { z } from 'zod';
import {
  BRAZIL_STATES,
  BRAZIL_UFS,
  CURRENCY_PATTERN,
  isLinkOrSitePath,
  JOB_CAPTATIONS,
  JOB_REMOTE_REGION_MAX,
  JOB_SALARY_MAX,
  JOB_TYPES,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_MODELS,
  type SalaryPeriod,
} from '@rumo/contract';
import type { NewJob } from '../job-generator.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const blankToNull = (v: unknown) => (empty(v) ? null : v);

/** 'SP', 'sp', 'São Paulo', 'sao paulo' → 'SP'. */
export function toUf(value: string): string | undefined {
  const v = fold(value);
  const uf = BRAZIL_UFS.find((u) => u.toLowerCase() === v || fold(BRAZIL_STATES[u]) === v);
  return uf;
}

/** Case- and accent-insensitive match against a closed list ('hibrido' → 'híbrido', 'SENIOR' → 'Sênior'). */
const oneOf = <T extends string>(values: readonly T[], label: string) =>
  z.preprocess(
    (v) => (empty(v) ? null : typeof v === 'string' ? (values.find((x) => fold(x) === fold(v)) ?? v) : v),
    z.enum(values, { message: `${label} inválido(a): use ${values.join(', ')}.` }).nullable(),
  );

/** 5000, '5000.50', '5.000,50', 'R$ 5.000,50' → number. */
export function parseMoney(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let s = value.replace(/R\$|\s/g, '');
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n : value;
}

/** ISO 8601 ('2026-11-20', '2026-11-20T10:00:00Z') or Brazilian 'dd/mm/yyyy'. */
export function parseDate(value: unknown): unknown {
  if (value instanceof Date || typeof value !== 'string') return value;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return value;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? value : d;
}

const date = (label: string) => z.preprocess((v) => (empty(v) ? null : parseDate(v)), z.date({ message: `${label}: data inválida (use AAAA-MM-DD ou DD/MM/AAAA).` }).nullable());

const text = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label} deve ser um texto.` })
      .trim()
      .max(max, { message: `${label} deve ter no máximo ${max} caracteres.` })
      .nullable(),
  );

/** Only links a browser may follow safely: absolute http(s) or a path on our own host. */
const safeUrl = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${label} deve ser um texto.` })
      .trim()
      .max(2000, { message: `${label} deve ter no máximo 2000 caracteres.` })
      .refine(isLinkOrSitePath, { message: `${label} inválida: use http://, https:// ou um caminho começando com /.` })
      .nullable(),
  );

const money = (label: string) =>
  z.preprocess(
    (v) => (empty(v) ? null : parseMoney(v)),
    z
      .number({ message: `${label} deve ser um número.` })
      .min(0, { message: `${label} não pode ser negativo.` })
      .max(JOB_SALARY_MAX, { message: `${label} fora do intervalo.` })
      .nullable(),
  );

/** The period's names in English (schema.org's unitText, our API) and Portuguese, any case and accent. */
const PERIOD_NAMES: Record<string, SalaryPeriod> = {
  hour: 'hour',
  hora: 'hour',
  'por hora': 'hour',
  day: 'day',
  dia: 'day',
  diaria: 'day',
  'por dia': 'day',
  week: 'week',
  semana: 'week',
  semanal: 'week',
  'por semana': 'week',
  month: 'month',
  mes: 'month',
  mensal: 'month',
  'por mes': 'month',
  year: 'year',
  ano: 'year',
  anual: 'year',
  'por ano': 'year',
};

const BOOLEAN_NAMES: Record<string, boolean> = { true: true, sim: true, s: true, yes: true, '1': true, false: false, nao: false, n: false, no: false, '0': false };

/** A job to import, in our own field names (CSV headers and JSON keys alike). */
export const importRecord = z
  .object({
    external_id: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : blankToNull(v)),
      z
        .string({ message: 'external_id é obrigatório.' })
        .trim()
        .min(1, { message: 'external_id é obrigatório.' })
        .max(200, { message: 'external_id deve ter no máximo 200 caracteres.' }),
    ),
    title: z.preprocess(
      blankToNull,
      z.string({ message: 'título é obrigatório.' }).trim().min(1, { message: 'título é obrigatório.' }).max(200, { message: 'título deve ter no máximo 200 caracteres.' }),
    ),
    description: z.preprocess(
      (v) => (empty(v) ? '' : v),
      z.string({ message: 'descrição deve ser um texto.' }).max(20000, { message: 'descrição deve ter no máximo 20000 caracteres.' }),
    ),
    company: text('empresa', 200),
    city: text('cidade', 120),
    state: z.preprocess(
      (v) => (empty(v) ? null : typeof v === 'string' ? (toUf(v) ?? v) : v),
      z.enum(BRAZIL_UFS, { message: 'estado inválido: use a sigla (UF) ou o nome do estado.' }).nullable(),
    ),
    /** The minimum of the range, or its single value (docs/decisions/1503); `salary_min` is its alias. */
    salary: money('salário'),
    salary_min: money('salário mínimo'),
    salary_max: money('salário máximo'),
    salary_currency: z.preprocess(
      (v) => (empty(v) ? 'BRL' : typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ message: 'moeda deve ser um texto.' }).regex(CURRENCY_PATTERN, { message: 'moeda inválida: use o código ISO 4217, por exemplo BRL ou USD.' }),
    ),
    salary_period: z.preprocess(
      (v) => (empty(v) ? 'month' : typeof v === 'string' ? (PERIOD_NAMES[fold(v)] ?? v) : v),
      z.enum(SALARY_PERIODS, { message: 'período do salário inválido: use hour, day, week, month ou year (hora, dia, semana, mês, ano).' }),
    ),
    captation: z.preprocess(
      (v) => (empty(v) ? 'company' : typeof v === 'string' ? fold(v) : v),
      z.enum(JOB_CAPTATIONS, { message: 'captação inválida: use direct, company ou crawler.' }),
    ),
    url: safeUrl('url'),
    /** Where the person applies, when it is not the posting's page. */
    apply_url: safeUrl('apply_url'),
    remote_region: text('região do trabalho remoto', JOB_REMOTE_REGION_MAX),
    affirmative: z.preprocess(
      (v) => (empty(v) ? false : typeof v === 'string' ? (BOOLEAN_NAMES[fold(v)] ?? v) : typeof v === 'number' ? (v === 1 ? true : v === 0 ? false : v) : v),
      z.boolean({ message: 'vaga afirmativa (PcD) inválida: use true ou false (sim ou não).' }),
    ),
    expired_at: date('expira em'),
    job_type: oneOf(JOB_TYPES, 'tipo de contratação'),
    work_model: oneOf(WORK_MODELS, 'modelo de trabalho'),
    seniority: oneOf(SENIORITIES, 'senioridade'),
    published_at: date('publicada em'),
    skills: z.preprocess(
      (v) =>
        empty(v)
          ? []
          : typeof v === 'string'
            ? v
                .split(/[,;|]/)
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
      z
        .array(z.string({ message: 'habilidades deve ser uma lista de textos.' }).trim().min(1).max(60), { message: 'habilidades deve ser uma lista de textos.' })
        .max(50, { message: 'no máximo 50 habilidades.' }),
    ),
  })
  .superRefine((r, ctx) => {
    if (r.salary !== null && r.salary_min !== null && r.salary !== r.salary_min) {
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: 'salário e salary_min diferem: informe um só (salary_min é o mesmo campo).' });
    }
    const min = r.salary ?? r.salary_min;
    if (min !== null && r.salary_max !== null && r.salary_max < min) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: 'salário máximo menor que o mínimo.' });
    }
  });
export type ImportRecord = z.infer<typeof importRecord>;

/** A record ready to upsert; `publishedAt` null keeps the stored date (or now() for a new job). */
export function toNewJob(r: ImportRecord): Omit<NewJob, 'publishedAt'> & { publishedAt: Date | null } {
  return {
    externalId: r.external_id,
    title: r.title,
    description: r.description.replace(/\r\n?/g, '\n').trim(),
    company: r.company,
    city: r.city,
    state: r.state,
    salary: r.salary ?? r.salary_min,
    salaryMax: r.salary_max,
    salaryCurrency: r.salary_currency,
    salaryPeriod: r.salary_period,
    captation: r.captation,
    url: r.url,
    applyUrl: r.apply_url,
    remoteRegion: r.remote_region,
    affirmative: r.affirmative,
    expiredAt: r.expired_at,
    jobType: r.job_type,
    workModel: r.work_model,
    seniority: r.seniority,
    skills: r.skills,
    publishedAt: r.published_at,
  };
}

/** pt-BR reason for a rejected record: every problem, field by field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => i.message).join('; ');
}
