import { z } from './zod.ts';
import { blankToUndefined, isLinkOrSitePath, optionalQuery, pageQuery } from './common.ts';
import { CURRENCY_PATTERN, SALARY_PERIODS } from './job-salary.ts';
import { BRAZIL_UFS, JOB_CAPTATIONS, JOB_REMOTE_REGION_MAX, JOB_SALARY_MAX, JOB_TYPES, jobStateField, SENIORITIES, WORK_MODELS } from './jobs.ts';

/**
 * The console's job moderation (decision 1402). A job has a moderation status ('Em revisão',
 * 'Publicada', 'Rejeitada' with its reason) and, beside it, the 'Vaga preenchida' flag.
 */
export const MODERATION_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_STATUS_LABEL: Record<ModerationStatus, string> = { pending: 'Em revisão', published: 'Publicada', rejected: 'Rejeitada' };

/** The console list's status filter: the three statuses, and the filled and expired jobs whatever their status. */
export const MODERATION_FILTERS = ['pending', 'published', 'rejected', 'filled', 'expired'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];
export const MODERATION_FILTER_LABEL: Record<ModerationFilter, string> = {
  pending: 'Em revisão',
  published: 'Publicadas',
  rejected: 'Rejeitadas',
  filled: 'Preenchidas',
  expired: 'Expiradas',
};

export const JOB_ADMIN_SORTS = ['created_at', 'published_at', 'title', 'company'] as const;
export type JobAdminSort = (typeof JOB_ADMIN_SORTS)[number];
export const JOBS_ADMIN_PER_PAGE = 50;

const optional = optionalQuery;
const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}: use o formato AAAA-MM-DD.` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: `${label}: data inválida.` });

/** `GET /api/admin/v1/jobs`: the queue by default ('Em revisão' is chosen by the screen), oldest first. */
export const jobsAdminListQuery = z.object({
  status: optional(z.enum(MODERATION_FILTERS, { message: 'Situação inválida.' })),
  source: optional(z.enum(JOB_CAPTATIONS, { message: 'Origem inválida.' })),
  company: optional(z.string().trim().max(200, { message: 'A empresa deve ter no máximo 200 caracteres.' })),
  state: optional(jobStateField),
  from: optional(isoDay('Data inicial')),
  to: optional(isoDay('Data final')),
  q: optional(z.string().trim().max(200, { message: 'A busca deve ter no máximo 200 caracteres.' })),
  sort: optional(z.enum(JOB_ADMIN_SORTS, { message: 'Ordenação inválida.' })).default('created_at'),
  order: optional(z.enum(['asc', 'desc'], { message: 'Ordem inválida: use asc ou desc.' })).default('asc'),
  page: z.preprocess(blankToUndefined, pageQuery),
});
export type JobsAdminListQuery = z.input<typeof jobsAdminListQuery>;

export const duplicateRef = z.object({ id: z.string(), title: z.string() });
export type DuplicateRef = z.infer<typeof duplicateRef>;

export const jobAdminRow = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(MODERATION_STATUSES),
  filled: z.boolean(),
  expired: z.boolean(),
  rejection_reason: z.string().nullable(),
  captation: z.string(),
  created_at: z.string(),
  published_at: z.string(),
  /** A live published job of the same company and city with a similar title (decision 1402). */
  duplicate_of: duplicateRef.nullable(),
});
export type JobAdminRow = z.infer<typeof jobAdminRow>;

export const jobsAdminListResponse = z.object({
  data: z.array(jobAdminRow),
  meta: z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() }),
});
export type JobsAdminListResponse = z.infer<typeof jobsAdminListResponse>;

export const jobsReviewCountResponse = z.object({ data: z.object({ pending: z.number().int() }) });

/** One staff change of a job, from the audit log. */
export const jobHistoryEntry = z.object({ action: z.string(), actor_email: z.string(), created_at: z.string(), before: z.unknown(), after: z.unknown() });
export type JobHistoryEntry = z.infer<typeof jobHistoryEntry>;

export const jobAdminDetail = jobAdminRow.omit({ duplicate_of: true }).extend({
  description: z.string(),
  salary: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.string(),
  salary_period: z.string(),
  url: z.string().nullable(),
  apply_url: z.string().nullable(),
  remote_region: z.string().nullable(),
  affirmative: z.boolean(),
  job_type: z.string().nullable(),
  work_model: z.string().nullable(),
  seniority: z.string().nullable(),
  skills: z.array(z.string()),
  expired_at: z.string().nullable(),
  filled_at: z.string().nullable(),
  updated_at: z.string(),
  external_id: z.string().nullable(),
  duplicates: z.array(duplicateRef.extend({ company: z.string().nullable(), city: z.string().nullable() })),
  history: z.array(jobHistoryEntry),
});
export type JobAdminDetail = z.infer<typeof jobAdminDetail>;
export const jobAdminDetailResponse = z.object({ data: jobAdminDetail });

const nullableText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ message: `${label} deve ser um texto.` })
      .trim()
      .max(max, { message: `${label} deve ter no máximo ${max} caracteres.` })
      .nullable(),
  );
const nullableEnum = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { message: `${label} inválido(a): use ${values.join(', ')}.` }).nullable());
const salaryAmount = (label: string) =>
  z
    .number({ message: `${label} deve ser um número.` })
    .min(0, { message: `${label} não pode ser negativo.` })
    .max(JOB_SALARY_MAX, { message: `${label} fora do intervalo.` })
    .nullable();
const link = (label: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ message: `${label} deve ser um texto.` })
      .trim()
      .max(2000, { message: `${label} deve ter no máximo 2000 caracteres.` })
      .refine(isLinkOrSitePath, { message: `${invalid}: use http://, https:// ou um caminho começando com /.` })
      .nullable(),
  );
/** The range's check, said the same way by the PATCH and the console form (a max below the min; docs/decisions/1503). */
export const SALARY_RANGE_MESSAGE = 'O salário máximo deve ser maior ou igual ao mínimo.';
const timestamp = (label: string) => z.iso.datetime({ offset: true, message: `${label}: data e hora inválidas.` });

/**
 * `PATCH /api/admin/v1/jobs/{id}`: the fields a moderator may correct, with the import's limits
 * (apps/api import-record.ts). Absent fields are left alone; '' clears an optional one.
 */
export const jobAdminPatch = z
  .object({
    title: z
      .string({ message: 'O título deve ser um texto.' })
      .trim()
      .min(1, { message: 'O título é obrigatório.' })
      .max(200, { message: 'O título deve ter no máximo 200 caracteres.' }),
    description: z.string({ message: 'A descrição deve ser um texto.' }).max(20000, { message: 'A descrição deve ter no máximo 20000 caracteres.' }),
    company: nullableText('A empresa', 200),
    city: nullableText('A cidade', 120),
    state: z.preprocess(
      (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(BRAZIL_UFS, { message: 'Estado inválido: use a sigla (UF), por exemplo SP.' }).nullable(),
    ),
    /** The minimum of the range, or its single value. */
    salary: salaryAmount('O salário'),
    salary_max: salaryAmount('O salário máximo'),
    salary_currency: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ message: 'A moeda deve ser um texto.' }).regex(CURRENCY_PATTERN, { message: 'Moeda inválida: use o código ISO 4217, por exemplo BRL ou USD.' }),
    ),
    salary_period: z.enum(SALARY_PERIODS, { message: 'Período do salário inválido: use hour, day, week, month ou year.' }),
    url: link('O link', 'Link inválido'),
    apply_url: link('O link de candidatura', 'Link de candidatura inválido'),
    remote_region: nullableText('A região do trabalho remoto', JOB_REMOTE_REGION_MAX),
    affirmative: z.boolean({ message: 'Vaga afirmativa para PcD: use true ou false.' }),
    job_type: nullableEnum(JOB_TYPES, 'Tipo de contratação'),
    work_model: nullableEnum(WORK_MODELS, 'Modelo de trabalho'),
    seniority: nullableEnum(SENIORITIES, 'Senioridade'),
    skills: z
      .array(
        z
          .string({ message: 'Cada habilidade deve ser um texto.' })
          .trim()
          .min(1, { message: 'Habilidade vazia.' })
          .max(60, { message: 'Cada habilidade deve ter no máximo 60 caracteres.' }),
        {
          message: 'As habilidades devem ser uma lista de textos.',
        },
      )
      .max(50, { message: 'No máximo 50 habilidades.' }),
    published_at: timestamp('Publicada em'),
    expired_at: timestamp('Expira em').nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nenhum campo para alterar.' })
  // Both ends in the body: checked here; one end against the stored other: checked by the API (same message).
  .refine((b) => b.salary == null || b.salary_max == null || b.salary_max >= b.salary, { path: ['salary_max'], message: SALARY_RANGE_MESSAGE });
export type JobAdminPatch = z.input<typeof jobAdminPatch>;

export const JOB_BULK_ACTIONS = ['approve', 'reject', 'fill', 'expire'] as const;
export type JobBulkAction = (typeof JOB_BULK_ACTIONS)[number];
export const JOB_BULK_ACTION_LABEL: Record<JobBulkAction, string> = { approve: 'Aprovar', reject: 'Rejeitar', fill: 'Marcar como preenchida', expire: 'Expirar' };
export const REJECTION_REASON_REQUIRED = 'Informe o motivo da rejeição.';
export const JOB_BULK_MAX = 100;

export const jobBulkRequest = z
  .object({
    action: z.enum(JOB_BULK_ACTIONS, { message: 'Ação inválida: use approve, reject, fill ou expire.' }),
    ids: z
      .array(z.uuid({ message: 'Identificador inválido.' }), { message: 'Escolha as vagas.' })
      .min(1, { message: 'Escolha ao menos uma vaga.' })
      .max(JOB_BULK_MAX, { message: `No máximo ${JOB_BULK_MAX} vagas de uma vez.` }),
    reason: z.string({ message: 'O motivo deve ser um texto.' }).trim().max(500, { message: 'O motivo deve ter no máximo 500 caracteres.' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'reject') return;
    if (!body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECTION_REASON_REQUIRED });
    else if (body.reason.length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'O motivo deve ter ao menos 3 caracteres.' });
  });
export type JobBulkRequest = z.input<typeof jobBulkRequest>;
export const jobBulkResponse = z.object({ data: z.object({ changed: z.number().int() }) });
