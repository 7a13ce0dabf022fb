import { z } from './zod.ts';
import { optionalText, pageQuery } from './common.ts';
import { applicationFollowUp } from './application-follow-up.ts';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_GROUPS,
  APPLICATION_PERIODS,
  APPLICATION_SORTS,
  APPLICATION_SORT_DIRECTIONS,
  APPLICATIONS_PER_PAGE,
  APPLICATIONS_MAX_PER_PAGE,
} from './applications-values.ts';
export * from './applications-values.ts';

export const applicationStatus = z.enum(APPLICATION_STATUSES, {
  message: 'Status inválido. Use: open, review, interview, test, offer, approved, rejected ou closed.',
});

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
