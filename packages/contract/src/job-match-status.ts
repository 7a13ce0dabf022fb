import { z } from './zod.ts';

// Apart from job-match.ts so jobs.ts can use them without an import cycle (job-match.ts reads jobs.ts).

/**
 * 'on': scores are computed with `curriculum`; 'off': the user switched compatibility off (LGPD);
 * 'no_curriculum': the user has no CV (the screens invite them to create one).
 */
export const MATCH_STATUSES = ['on', 'off', 'no_curriculum'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const matchCurriculum = z.object({ uuid: z.string(), name: z.string() });
export type MatchCurriculum = z.infer<typeof matchCurriculum>;

/** `GET /v1/jobs?sort=…`: 'relevance' (default: text rank, newest on ties) or 'compatibility' (best first). */
export const JOB_SORTS = ['relevance', 'compatibility'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const SORT_NEEDS_MATCH_MESSAGE = 'Para ordenar por compatibilidade, crie um currículo e deixe a compatibilidade ativada em Configurações da Conta.';

/** Beside the page of `GET /v1/jobs`: the score of each listed job with one (uuid → 0–100). */
export const jobsCompatibility = z.object({
  status: z.enum(MATCH_STATUSES),
  curriculum: matchCurriculum.nullable(),
  scores: z.record(z.string(), z.number().int().min(0).max(100)),
});
export type JobsCompatibility = z.infer<typeof jobsCompatibility>;
