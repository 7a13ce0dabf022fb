import { z } from './zod.ts';
import { emailField, linkedinField } from './accounts.ts';
import { optionalText } from './common.ts';
import { isIsoDate } from './curriculum.ts';
import { APPLICATION_NOTES_MAX, APPLICATION_CONTACTS_MAX, NEXT_STEP_TIME_INVALID, NEXT_STEP_DATE_INVALID, NEXT_STEP_TIME_WITHOUT_DATE } from './application-follow-up-values.ts';
export * from './application-follow-up-values.ts';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Empty or missing becomes null: one representation for "not given". */
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const applicationContact = z
  .object({
    name: optionalText('nome', 120).default(''),
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? '' : v), z.union([z.literal(''), emailField])).default(''),
    phone: optionalText('telefone', 30)
      .refine((v) => v === '' || /^[\d\s()+-]{8,30}$/.test(v), { message: 'Informe um telefone válido (só números, espaços, parênteses, + e -).' })
      .default(''),
    linkedin: linkedinField,
  })
  .refine((c) => c.name !== '' || c.email !== '' || c.phone !== '' || c.linkedin !== '', { message: 'Preencha ao menos um dado do contato.', path: ['name'] });
export type ApplicationContact = z.output<typeof applicationContact>;

export const updateApplicationDetailsRequest = z
  .object({
    notes: optionalText('anotações', APPLICATION_NOTES_MAX).default(''),
    /** One of the user's own CVs, or null. */
    curriculum_uuid: nullable(z.uuid({ message: 'Currículo inválido.' })).default(null),
    contacts: z
      .array(applicationContact, { message: 'Os contatos devem ser uma lista.' })
      .max(APPLICATION_CONTACTS_MAX, { message: `Informe no máximo ${APPLICATION_CONTACTS_MAX} contatos.` })
      .default([]),
    /** yyyy-mm-dd in America/Sao_Paulo. */
    next_step_date: nullable(z.string().trim().refine(isIsoDate, { message: NEXT_STEP_DATE_INVALID })).default(null),
    /** hh:mm in America/Sao_Paulo; only with a date. */
    next_step_time: nullable(z.string().trim().regex(TIME, { message: NEXT_STEP_TIME_INVALID })).default(null),
  })
  .refine((d) => d.next_step_time === null || d.next_step_date !== null, { message: NEXT_STEP_TIME_WITHOUT_DATE, path: ['next_step_date'] });
export type UpdateApplicationDetailsRequest = z.input<typeof updateApplicationDetailsRequest>;

/** The answer's side of it, spread into `application`. */
export const applicationFollowUp = z.object({
  notes: z.string(),
  curriculum_uuid: z.string().nullable(),
  contacts: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string(), linkedin: z.string() })),
  next_step_date: z.string().nullable(),
  next_step_time: z.string().nullable(),
  /** When the status last changed (the newest entry of the history). */
  last_moved_at: z.string(),
  /** Days without moving, when that is at least STALE_APPLICATION_DAYS in a waiting stage; null otherwise. */
  stale_days: z.number().int().nullable(),
});
