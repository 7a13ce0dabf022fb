import { z } from './zod.ts';
import { optionalText, pageQuery } from './common.ts';
import { applicationFollowUp } from './application-follow-up.ts';

/**
 * Stored keywords (decision 0250); the web shows them in pt-BR. Pipeline order: 'offer' (Proposta)
 * extends the spec's list between 'test' and the outcomes (decision 1702).
 */
export const APPLICATION_STATUSES = ['open', 'review', 'interview', 'test', 'offer', 'approved', 'rejected', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Decision 0250 (+ 'offer', 1702): the stored keyword and how it is shown, on the web, in the CSV and in e-mails. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  open: 'Candidatura enviada',
  review: 'Em análise',
  interview: 'Entrevista',
  test: 'Teste técnico',
  offer: 'Proposta',
  approved: 'Aprovado',
  rejected: 'Não selecionado',
  closed: 'Encerrada',
};

/** Statuses that end an application: the 'Encerradas' group. Every other one is 'Em Andamento'. */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['rejected', 'closed'];

export const applicationStatus = z.enum(APPLICATION_STATUSES, {
  message: 'Status inválido. Use: open, review, interview, test, offer, approved, rejected ou closed.',
});

export const APPLICATION_STATUS_GROUPS = ['active', 'closed'] as const;
export type ApplicationStatusGroup = (typeof APPLICATION_STATUS_GROUPS)[number];

export const APPLICATION_PERIODS = ['all', 'week', 'month', 'year'] as const;
export type ApplicationPeriod = (typeof APPLICATION_PERIODS)[number];

export const APPLICATION_SORTS = ['title', 'company', 'created_at', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const APPLICATION_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type ApplicationSortDirection = (typeof APPLICATION_SORT_DIRECTIONS)[number];

export const APPLICATIONS_PER_PAGE = 10;
export const APPLICATIONS_MAX_PER_PAGE = 50;

export const createApplicationRequest = z.object({
  // Any text is accepted here: an unknown or malformed job id is a 404 (the job does not exist), not a 422.
  job_uuid: z.string({ message: 'O campo job_uuid é obrigatório.' }).trim().min(1, { message: 'O campo job_uuid é obrigatório.' }).max(100, {
    message: 'O campo job_uuid deve ter no máximo 100 caracteres.',
  }),
});
export type CreateApplicationRequest = z.infer<typeof createApplicationRequest>;

export const applicationListQuery = z.object({
  page: pageQuery,
  per_page: z.coerce
    .number({ message: 'O campo per_page deve ser um número.' })
    .int({ message: 'O campo per_page deve ser um número inteiro.' })
    .min(1, { message: 'O campo per_page deve ser maior ou igual a 1.' })
    .max(APPLICATIONS_MAX_PER_PAGE, { message: `O campo per_page deve ser no máximo ${APPLICATIONS_MAX_PER_PAGE}.` })
    .default(APPLICATIONS_PER_PAGE),
  search: optionalText('busca', 200).default(''),
  status: z.enum(APPLICATION_STATUS_GROUPS, { message: 'Status inválido. Use active (Em Andamento) ou closed (Encerradas).' }).optional(),
  period: z.enum(APPLICATION_PERIODS, { message: 'Período inválido. Use all, week, month ou year.' }).default('all'),
  sort: z.enum(APPLICATION_SORTS, { message: 'Ordenação inválida. Use title, company, created_at ou status.' }).default('created_at'),
  direction: z.enum(APPLICATION_SORT_DIRECTIONS, { message: 'Direção inválida. Use asc ou desc.' }).default('desc'),
  /** Only the application to this job (the job page asks whether the user already applied). */
  job_uuid: z.uuid({ message: 'Identificador de vaga inválido.' }).optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;
export type ApplicationListFilters = z.output<typeof applicationListQuery>;

export const updateApplicationStatusRequest = z.object({ status: applicationStatus });
export type UpdateApplicationStatusRequest = z.infer<typeof updateApplicationStatusRequest>;

/** Path parameter kept as text so a malformed id answers 404 like an unknown one. */
export const applicationParams = z.object({ uuid: z.string().max(100) });

export const applicationStatusChange = z.object({
  status: applicationStatus,
  changed_at: z.string(),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusChange>;

export const applicationJob = z.object({
  uuid: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  salary: z.number().nullable(),
});

export const application = z.object({
  uuid: z.string(),
  status: applicationStatus,
  created_at: z.string(),
  updated_at: z.string(),
  job: applicationJob,
  /** Oldest first: the timeline starts with 'open'. */
  history: z.array(applicationStatusChange),
  ...applicationFollowUp.shape,
});
export type Application = z.infer<typeof application>;

export const applicationListResponse = z.object({
  data: z.array(application),
  meta: z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() }),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponse>;

export const applicationResponse = z.object({ data: application });
export type ApplicationResponse = z.infer<typeof applicationResponse>;
