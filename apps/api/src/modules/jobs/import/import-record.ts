import { z } from 'zod';
import { BRAZIL_STATES, BRAZIL_UFS, JOB_CAPTATIONS, JOB_TYPES, SENIORITIES, WORK_MODELS } from '@rumo/contract';
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
const safeUrl = z.preprocess(
  blankToNull,
  z
    .string({ message: 'url deve ser um texto.' })
    .trim()
    .max(2000, { message: 'url deve ter no máximo 2000 caracteres.' })
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) || /^\/(?!\/)[^\s]*$/.test(u), { message: 'url inválida: use http://, https:// ou um caminho começando com /.' })
    .nullable(),
);

/** A job to import, in our own field names (CSV headers and JSON keys alike). */
export const importRecord = z.object({
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
  salary: z.preprocess(
    (v) => (empty(v) ? null : parseMoney(v)),
    z
      .number({ message: 'salário deve ser um número.' })
      .min(0, { message: 'salário não pode ser negativo.' })
      .max(10_000_000, { message: 'salário fora do intervalo.' })
      .nullable(),
  ),
  captation: z.preprocess(
    (v) => (empty(v) ? 'company' : typeof v === 'string' ? fold(v) : v),
    z.enum(JOB_CAPTATIONS, { message: 'captação inválida: use direct, company ou crawler.' }),
  ),
  url: safeUrl,
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
    salary: r.salary,
    captation: r.captation,
    url: r.url,
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
