import { z } from './zod.ts';
import { optionalText, requiredText } from './common.ts';
import { acceptedJobTypesField, skillsField } from './job-match.ts';
import { JOB_TYPES } from './jobs.ts';

/** Spec section 5: the five graduation options, in the order the form lists them. */
export const GRADUATION_OPTIONS = ['Bacharelado', 'Mestrado', 'Doutorado', 'Técnico', 'Certificado'] as const;
export type Graduation = (typeof GRADUATION_OPTIONS)[number];

/** Spec section 5: the six language levels (CEFR), exact strings. */
export const LANGUAGE_LEVELS = ['A1-Iniciante', 'A2-Básico', 'B1-Intermediário', 'B2-Intermediário Avançado', 'C1-Avançado', 'C2-Fluente'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const SUMMARY_MAX = 1000;
export const EXPERIENCE_DESCRIPTION_MAX = 255;
/** docs/decisions/0301: per-user and per-list caps keep a CV printable and the API cheap. */
export const CURRICULA_PER_USER_MAX = 20;
export const EXPERIENCES_MAX = 30;
export const FORMATIONS_MAX = 30;
export const LANGUAGES_MAX = 20;
export const LAST_SALARY_MAX = 10_000_000;

export const LAST_SALARY_REQUIRED_MESSAGE = "O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim.";
export const END_BEFORE_START_MESSAGE = 'A data de término não pode ser anterior à data de início.';
export const INVALID_DATE_MESSAGE = 'Informe uma data válida (aaaa-mm-dd).';
export const NOT_JSON_RESUME_MESSAGE = 'O arquivo não é um JSON Resume válido.';
export const CURRICULA_LIMIT_MESSAGE = `Você pode ter no máximo ${CURRICULA_PER_USER_MAX} currículos. Exclua um para criar outro.`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-mm-dd (no 2024-02-30), years 1900-2100. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2100) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// The order check only means something once both dates are valid (their own errors come first).
function bothDates(start: unknown, end: unknown): end is string {
  return typeof start === 'string' && typeof end === 'string' && isIsoDate(start) && isIsoDate(end);
}

const requiredDate = (label: string) =>
  z
    .string({ message: `O campo ${label} é obrigatório.` })
    .trim()
    .min(1, { message: `O campo ${label} é obrigatório.` })
    .refine(isIsoDate, { message: INVALID_DATE_MESSAGE });

/** Empty text becomes null so "not given" has one representation. */
const nullableText = (label: string, max: number) =>
  optionalText(label, max)
    .nullish()
    .transform((v) => (v ? v : null));

const itemUuid = z.uuid({ message: 'Identificador inválido.' }).optional();

/**
 * Accepts a number or a numeric text (the form sends what the user typed): '3500.5', '3.500,50'
 * and 'R$ 3.500,50' all mean 3500.50. Blank means "not given".
 */
export function parseMoney(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  let text = value.replace(/R\$/i, '').replace(/\s/g, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
}

const lastSalaryField = z
  .unknown()
  .transform((v, ctx) => {
    const amount = parseMoney(v);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > LAST_SALARY_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'Informe um salário válido (por exemplo 3.500,00).' });
      return z.NEVER;
    }
    return amount;
  })
  .optional();

export const formationInput = z
  .object({
    uuid: itemUuid,
    name: requiredText('Curso', 160),
    graduation: z.enum(GRADUATION_OPTIONS, { message: 'Selecione a graduação: Bacharelado, Mestrado, Doutorado, Técnico ou Certificado.' }),
    institution: requiredText('Instituição', 160),
    start_date: requiredDate('Data de início'),
    end_date: requiredDate('Data de término'),
  })
  .refine((f) => !bothDates(f.start_date, f.end_date) || f.end_date >= f.start_date, { message: END_BEFORE_START_MESSAGE, path: ['end_date'] });
export type FormationInput = z.input<typeof formationInput>;

export const languageInput = z.object({
  uuid: itemUuid,
  language: requiredText('Idioma', 60),
  proficiency: z.enum(LANGUAGE_LEVELS, { message: 'Selecione o nível: de A1-Iniciante a C2-Fluente.' }),
});
export type LanguageInput = z.input<typeof languageInput>;

export const experienceInput = z
  .object({
    uuid: itemUuid,
    role: requiredText('Cargo', 120),
    company_name: requiredText('Empresa', 160),
    description: requiredText('Descrição', EXPERIENCE_DESCRIPTION_MAX),
    start_date: requiredDate('Data de início'),
    // null (or absent/blank) = current position ('Cargo Atual').
    end_date: z
      .string({ message: INVALID_DATE_MESSAGE })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isIsoDate(v), { message: INVALID_DATE_MESSAGE }),
  })
  .refine((e) => !bothDates(e.start_date, e.end_date) || e.end_date >= e.start_date, { message: END_BEFORE_START_MESSAGE, path: ['end_date'] });
export type ExperienceInput = z.input<typeof experienceInput>;

const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.array(item, { message: `A lista de ${label} é inválida.` }).max(max, { message: `Um currículo pode ter no máximo ${max} ${label}.` });

const curriculumFields = {
  name: requiredText('Nome', 120),
  role: requiredText('Cargo', 120),
  role_description: nullableText('Descrição do cargo', 500),
  location: nullableText('Cidade', 120),
  state: nullableText('Estado', 60),
  summary: requiredText('Resumo', SUMMARY_MAX),
  worked_before: z.boolean({ message: "O campo 'Já trabalhou antes' deve ser Sim ou Não." }).default(false),
  last_salary: lastSalaryField,
};

/** Salary is required with worked_before and dropped (null) without it (spec section 5). */
function salaryRule<T extends { worked_before: boolean; last_salary?: number | null }>(value: T, ctx: z.RefinementCtx): void {
  if (value.worked_before && (value.last_salary === null || value.last_salary === undefined)) {
    ctx.addIssue({ code: 'custom', message: LAST_SALARY_REQUIRED_MESSAGE, path: ['last_salary'] });
  }
}
const dropSalary = <T extends { worked_before: boolean; last_salary?: number | null }>(v: T) => ({
  ...v,
  last_salary: v.worked_before ? (v.last_salary ?? null) : null,
});

/** POST body: the CV with its nested lists (each defaults to empty). */
export const createCurriculumRequest = z
  .object({
    ...curriculumFields,
    formations: list(formationInput, FORMATIONS_MAX, 'formações').default([]),
    languages: list(languageInput, LANGUAGES_MAX, 'idiomas').default([]),
    experiences: list(experienceInput, EXPERIENCES_MAX, 'experiências').default([]),
    // What compatibility compares with the jobs (docs/decisions/1704).
    skills: skillsField.default([]),
    accepted_job_types: acceptedJobTypesField.default([]),
  })
  .superRefine(salaryRule)
  .transform(dropSalary);
export type CreateCurriculumRequest = z.input<typeof createCurriculumRequest>;

/**
 * PUT body. A nested list that is present replaces the stored one (items with a uuid are
 * updated, items without are inserted, stored items missing from the list are deleted); a list
 * that is absent is left as it is (docs/decisions/0300).
 */
export const updateCurriculumRequest = z
  .object({
    ...curriculumFields,
    formations: list(formationInput, FORMATIONS_MAX, 'formações').optional(),
    languages: list(languageInput, LANGUAGES_MAX, 'idiomas').optional(),
    experiences: list(experienceInput, EXPERIENCES_MAX, 'experiências').optional(),
    // Absent: left as stored, like the lists above.
    skills: skillsField.optional(),
    accepted_job_types: acceptedJobTypesField.optional(),
  })
  .superRefine(salaryRule)
  .transform(dropSalary);
export type UpdateCurriculumRequest = z.input<typeof updateCurriculumRequest>;

export const formation = z.object({
  uuid: z.string(),
  name: z.string(),
  graduation: z.string(),
  institution: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type Formation = z.infer<typeof formation>;

export const language = z.object({ uuid: z.string(), language: z.string(), proficiency: z.string() });
export type Language = z.infer<typeof language>;

export const experience = z.object({
  uuid: z.string(),
  role: z.string(),
  company_name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type Experience = z.infer<typeof experience>;

export const curriculum = z.object({
  uuid: z.string(),
  name: z.string(),
  role: z.string(),
  role_description: z.string().nullable(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  summary: z.string(),
  worked_before: z.boolean(),
  last_salary: z.number().nullable(),
  formations: z.array(formation),
  languages: z.array(language),
  experiences: z.array(experience),
  skills: z.array(z.string()),
  accepted_job_types: z.array(z.enum(JOB_TYPES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Curriculum = z.infer<typeof curriculum>;

export const curriculumResponse = z.object({ data: curriculum });
export const curriculumListResponse = z.object({ data: z.array(curriculum) });

/**
 * Import answer: the created CV plus what could not be carried over, in pt-BR. At most
 * IMPORT_WARNINGS_MAX warnings, then one line saying how many more there were (docs/decisions/0703):
 * a 1 MiB file of bad entries once answered 25 MB.
 */
export const IMPORT_WARNINGS_MAX = 50;
export const jsonResumeImportResponse = z.object({ data: curriculum, warnings: z.array(z.string()).max(IMPORT_WARNINGS_MAX + 1) });
export type JsonResumeImportResponse = z.infer<typeof jsonResumeImportResponse>;

export const curriculumItemKinds = ['formations', 'languages', 'experiences'] as const;
export type CurriculumItemKind = (typeof curriculumItemKinds)[number];
export * from './curriculum-json-resume.ts';
