import { z } from './zod.ts';
import { JOB_TYPES, jobItem, SENIORITIES, WORK_MODELS } from './jobs.ts';
import { MATCH_STATUSES, matchCurriculum } from './job-match-status.ts';
import { SKILL_MAX, SKILLS_MAX, skillKey, FOR_YOU_MAX } from './job-match-values.ts';
export * from './job-match-values.ts';

/** A list of skills as typed: trimmed, blanks dropped, the first spelling of each key kept. */
export const skillsField = z
  .array(
    z
      .string({ message: 'Cada habilidade deve ser um texto.' })
      .trim()
      .max(SKILL_MAX, { message: `Cada habilidade deve ter no máximo ${SKILL_MAX} caracteres.` }),
    { message: 'A lista de habilidades é inválida.' },
  )
  .max(SKILLS_MAX, { message: `Informe no máximo ${SKILLS_MAX} habilidades.` })
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = skillKey(name);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** The CV's contract types the user accepts ('Tipos de contratação que aceito'); empty = any. */
export const acceptedJobTypesField = z
  .array(z.enum(JOB_TYPES, { message: 'Tipo de contratação inválido.' }), { message: 'A lista de tipos de contratação é inválida.' })
  .max(JOB_TYPES.length)
  .transform((types) => [...new Set(types)]);

const points = { points: z.number().min(0), max: z.number().int().positive() };

/** A course of the journey that teaches a skill the CV lacks (published, whatever the user's plan). */
export const skillCourse = z.object({ uuid: z.string(), name: z.string(), step_name: z.string() });
export type SkillCourse = z.infer<typeof skillCourse>;

export const matchBreakdown = z.object({
  /** Null when the job lists no skills. `points` = max × matched / asked. */
  skills: z.object({ ...points, matched: z.array(z.string()), missing: z.array(z.object({ skill: z.string(), courses: z.array(skillCourse) })) }).nullable(),
  /** Null when the job says no seniority. Same level: all points; one level apart: half; else none. */
  seniority: z.object({ ...points, job: z.enum(SENIORITIES), cv_level: z.enum(SENIORITIES), cv_years: z.number().min(0) }).nullable(),
  /** Null when neither remote nor both states are known. Remote, or the CV's state: all points. */
  location: z.object({ ...points, work_model: z.enum(WORK_MODELS).nullable(), job_state: z.string().nullable(), cv_state: z.string().nullable() }).nullable(),
  /** Null when the job says no contract type or the CV accepts any. */
  job_type: z.object({ ...points, job: z.enum(JOB_TYPES), accepted: z.array(z.enum(JOB_TYPES)) }).nullable(),
  /** Null without the CV's last salary or a salary in reais on the job. Monthly top of the range ≥ last salary: all points. */
  salary: z.object({ ...points, job_monthly_top: z.number(), last_salary: z.number() }).nullable(),
});
export type MatchBreakdown = z.infer<typeof matchBreakdown>;

/** `GET /v1/jobs/{uuid}/match`. `score` is null when no factor applies. */
export const jobMatchResponse = z.object({
  data: z.discriminatedUnion('status', [
    z.object({ status: z.literal('off') }),
    z.object({ status: z.literal('no_curriculum') }),
    z.object({ status: z.literal('on'), curriculum: matchCurriculum, score: z.number().int().min(0).max(100).nullable(), breakdown: matchBreakdown }),
  ]),
});
export type JobMatchResponse = z.infer<typeof jobMatchResponse>;
export type JobMatch = JobMatchResponse['data'];

/** `GET /v1/jobs/for-you`: the best new matches, best first (empty unless `status` is 'on'). */
export const forYouResponse = z.object({
  status: z.enum(MATCH_STATUSES),
  curriculum: matchCurriculum.nullable(),
  data: z.array(jobItem.extend({ compatibility: z.number().int().min(0).max(100) })).max(FOR_YOU_MAX),
});
export type ForYouResponse = z.infer<typeof forYouResponse>;

/** `PUT /v1/match/settings` and its answer (also `GET`). `curriculum_uuid` null = the CV updated last. */
export const matchSettingsRequest = z.object({
  enabled: z.boolean({ message: 'Informe se a compatibilidade fica ativada (true ou false).' }),
  curriculum_uuid: z.uuid({ message: 'Currículo inválido.' }).nullable().default(null),
});
export type MatchSettingsRequest = z.input<typeof matchSettingsRequest>;
export const matchSettingsResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    curriculum_uuid: z.string().nullable(),
    /** The CV scores are computed with now (the chosen one, else the one updated last); null = none. */
    curriculum: matchCurriculum.nullable(),
  }),
});
export type MatchSettings = z.infer<typeof matchSettingsResponse>['data'];
