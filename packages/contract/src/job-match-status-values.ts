// The plain values of job-match-status.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/**
 * 'on': scores are computed with `curriculum`; 'off': the user switched compatibility off (LGPD);
 * 'no_curriculum': the user has no CV (the screens invite them to create one).
 */
export const MATCH_STATUSES = ['on', 'off', 'no_curriculum'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** `GET /v1/jobs?sort=…`: 'relevance' (default: text rank, newest on ties) or 'compatibility' (best first). */
export const JOB_SORTS = ['relevance', 'compatibility'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const SORT_NEEDS_MATCH_MESSAGE = 'Para ordenar por compatibilidade, crie um currículo e deixe a compatibilidade ativada em Configurações da Conta.';
