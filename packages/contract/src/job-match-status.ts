import { z } from './zod.ts';
import { MATCH_STATUSES } from './job-match-status-values.ts';
export * from './job-match-status-values.ts';

// Apart from job-match.ts so jobs.ts can use them without an import cycle (job-match.ts reads jobs.ts).

export const matchCurriculum = z.object({ uuid: z.string(), name: z.string() });
export type MatchCurriculum = z.infer<typeof matchCurriculum>;

/** Beside the page of `GET /v1/jobs`: the score of each listed job with one (uuid → 0–100). */
export const jobsCompatibility = z.object({
  status: z.enum(MATCH_STATUSES),
  curriculum: matchCurriculum.nullable(),
  scores: z.record(z.string(), z.number().int().min(0).max(100)),
});
export type JobsCompatibility = z.infer<typeof jobsCompatibility>;
