// The plain values of applications.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

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
