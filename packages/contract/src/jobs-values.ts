// The plain values of jobs.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/** Jobs listed per page by `GET /v1/jobs` (also sent back as `meta.per_page`). */
export const JOBS_PER_PAGE = 12;
export const JOB_QUERY_MAX = 200;
export const JOB_CITY_MAX = 120;
/** Upper bound of a salary (the columns are numeric(12,2); the import and the console use it too). */
export const JOB_SALARY_MAX = 10_000_000;
/** The region a remote job is open to ('Brasil', 'América Latina'), as the import and the console accept it. */
export const JOB_REMOTE_REGION_MAX = 120;
/** Shown on the card and the detail page of an affirmative job (DECISIONS, Jobs: the PcD flag). */
export const JOB_AFFIRMATIVE_LABEL = 'Vaga afirmativa para PcD';
/** A job without a city, wherever it is shown (web, e-mails): DECISIONS (Jobs) replaces the spec's English 'Confidential'. */
export const JOB_CITY_EMPTY = 'Local não informado';

export const JOB_CAPTATIONS = ['direct', 'company', 'crawler'] as const;
export type JobCaptation = (typeof JOB_CAPTATIONS)[number];
/** Spec, section 9: captation badge labels. */
export const JOB_CAPTATION_LABELS: Record<JobCaptation, string> = {
  direct: 'Vaga Direta',
  company: 'Empresa',
  crawler: 'Agregador',
};

/** Decision 0203: stored and sent exactly as written here. */
export const JOB_TYPES = ['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const WORK_MODELS = ['remoto', 'híbrido', 'presencial'] as const;
export type WorkModel = (typeof WORK_MODELS)[number];
export const SENIORITIES = ['Estágio', 'Júnior', 'Pleno', 'Sênior', 'Especialista'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Brazilian states (UF) by name; jobs store the UF. */
export const BRAZIL_STATES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export type BrazilState = keyof typeof BRAZIL_STATES;
export const BRAZIL_UFS = Object.keys(BRAZIL_STATES) as BrazilState[];
/**
 * A text search counts its matches up to this many (decision 1801): past it the list says 'Mais de
 * 10.000 vagas encontradas' and the filters list their options without counts.
 */
export const SEARCH_COUNT_CAP = 10_000;
export const JOB_NOT_FOUND_MESSAGE = 'Vaga não encontrada.';
