import { z } from './zod.ts';
import { requiredText } from './common.ts';
import { BRAZIL_UFS } from './jobs.ts';
import { ALERT_SALARY_MAX, ALERT_FREQUENCIES } from './alerts-values.ts';
export * from './alerts-values.ts';

const referenceId = (label: string) =>
  z
    .number({ message: `Selecione ${label}.` })
    .int({ message: `Selecione ${label}.` })
    .positive({ message: `Selecione ${label}.` })
    .max(2_147_483_647, { message: `Selecione ${label}.` });

/** A salary in BRL: a number (or numeric text from a form), never negative, rounded to cents. 0 = not set. */
const salaryField = (label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? 0 : typeof v === 'string' && /^\s*\d+([.,]\d{1,2})?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ message: `O ${label} deve ser um número.` })
      .min(0, { message: `O ${label} não pode ser negativo.` })
      .max(ALERT_SALARY_MAX, { message: `O ${label} deve ser no máximo ${ALERT_SALARY_MAX.toLocaleString('pt-BR')}.` })
      .transform((n) => Math.round(n * 100) / 100),
  );

/**
 * Body of `POST /v1/job-alerts` and `PUT /v1/job-alerts/{id}` (a PUT replaces every field; omitted
 * optional fields take their defaults). Salaries: 0 means "no bound"; min must not exceed max when
 * max is set.
 */
export const jobAlertRequest = z
  .object({
    job_position_id: referenceId('o cargo'),
    job_type_id: referenceId('o tipo de contratação'),
    city: requiredText('cidade', 120),
    state: z
      .string({ message: 'O campo estado é obrigatório.' })
      .trim()
      .toUpperCase()
      .refine((v) => (BRAZIL_UFS as string[]).includes(v), { message: 'Selecione um estado (UF) válido.' }),
    min_salary: salaryField('salário mínimo'),
    max_salary: salaryField('salário máximo'),
    frequency: z.enum(ALERT_FREQUENCIES, { message: 'Frequência inválida: use daily, weekly ou monthly.' }).default('daily'),
    is_active: z.boolean({ message: 'O campo ativo deve ser verdadeiro ou falso.' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.max_salary > 0 && v.min_salary > v.max_salary) {
      ctx.addIssue({ code: 'custom', path: ['max_salary'], message: 'O salário máximo deve ser maior ou igual ao salário mínimo.' });
    }
  });
export type JobAlertRequest = z.input<typeof jobAlertRequest>;

export const jobPosition = z.object({ id: z.number(), position: z.string() });
export type JobPosition = z.infer<typeof jobPosition>;
export const jobTypeOption = z.object({ id: z.number(), type: z.string() });
export type JobTypeOption = z.infer<typeof jobTypeOption>;

/** A job alert as the API sends it (spec, section 3). */
export const jobAlert = z.object({
  id: z.number(),
  city: z.string(),
  /** UF, e.g. 'SP'. */
  state: z.string(),
  /** BRL; 0 = no lower bound. */
  min_salary: z.number(),
  /** BRL; 0 = no upper bound. */
  max_salary: z.number(),
  frequency: z.enum(ALERT_FREQUENCIES),
  is_active: z.boolean(),
  job_position: jobPosition,
  job_type: jobTypeOption,
  /** ISO 8601 timestamp. */
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlert>;

/** `GET /v1/job-alerts`: newest first. */
export const jobAlertListResponse = z.object({ data: z.array(jobAlert) });
export const jobAlertResponse = z.object({ data: jobAlert });
/** `GET /v1/job-alerts/positions` (also the curriculum role options): `{ data: [{id, position}] }`, sorted by name. */
export const jobPositionsResponse = z.object({ data: z.array(jobPosition) });
/** `GET /v1/job-alerts/types`: `{ data: [{id, type}] }`. */
export const jobTypesResponse = z.object({ data: z.array(jobTypeOption) });

/** Path parameter of `/v1/job-alerts/{id}`: a positive integer; anything else is answered 404. */
export const jobAlertIdParam = z.object({ id: z.string() });
