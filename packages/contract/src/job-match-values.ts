// The plain values of job-match.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/**
 * Compatibility between the user's CV and a job (docs/decisions/1704): a deterministic score out
 * of 100, the sum of five factors' points over the points of the factors that apply to the pair.
 * A factor the job or the CV says nothing about (a job without skills, a CV without a last salary)
 * is left out of both sums, never counted as a miss.
 */
export const MATCH_WEIGHTS = { skills: 50, seniority: 15, location: 15, job_type: 10, salary: 10 } as const;
export type MatchFactor = keyof typeof MATCH_WEIGHTS;

/**
 * Years of experience (the union of the CV's experiences, a current one up to today) to the level
 * they correspond to: index i of SENIORITIES from SENIORITY_MIN_YEARS[i] years up.
 */
export const SENIORITY_MIN_YEARS = [0, 1, 3, 6, 10] as const;

/** A skill on a CV or a course: trimmed, 1–60 characters; at most SKILLS_MAX per CV or course. */
export const SKILL_MAX = 60;
export const SKILLS_MAX = 50;

/**
 * The key two skill names are compared by: lower case, no accents, no spaces, dots, hyphens,
 * underscores or slashes ('Node.js' = 'NodeJS' = 'node js'; 'C#' and 'C++' keep their sign).
 * The database computes the same key with public.rumo_skill_key (migration 0017).
 */
export function skillKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s._/-]+/g, '');
}
/** 'Vagas para você' on the dashboard: at most this many, published in the last FOR_YOU_DAYS days. */
export const FOR_YOU_MAX = 5;
export const FOR_YOU_DAYS = 14;
/** A job must reach this score to be suggested. */
export const FOR_YOU_MIN_SCORE = 50;
export const MATCH_CURRICULUM_NOT_FOUND_MESSAGE = 'Currículo não encontrado.';
