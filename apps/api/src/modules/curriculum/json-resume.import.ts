import {
  createCurriculumRequest,
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCES_MAX,
  FORMATIONS_MAX,
  JOB_TYPES,
  jsonResumeDocument,
  LANGUAGES_MAX,
  NOT_JSON_RESUME_MESSAGE,
  SKILL_MAX,
  skillKey,
  SKILLS_MAX,
  SUMMARY_MAX,
  type JobType,
  type JsonResumeDocument,
} from '@rumo/contract';
import { unprocessable } from '../../lib/errors.ts';
import type { ExperienceValues, FormationValues, LanguageValues, NestedLists } from './curriculum-items.ts';
import { ImportWarnings, quote } from './import-warnings.ts';
import type { CurriculumFields } from './curriculum.service.ts';
import { mapFluency, mapStudyType, normaliseResumeDate } from './json-resume.levels.ts';

export const MISSING_FIELDS_MESSAGE = 'O JSON Resume não tem todos os dados que o currículo exige.';

type Mapped = { input: CurriculumFields & NestedLists; warnings: string[] };

/** Cuts text to `max` characters (ending in '…') and says so. */
function clip(value: string, max: number, warnings: ImportWarnings, what: string): string {
  const text = value.trim();
  if (text.length <= max) return text;
  warnings.push(`${what}: texto cortado em ${max} caracteres.`);
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

const str = (v: string | null | undefined): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The entries of one list, in order, until `max` of them became items: the entries after that are
 * not looked at (one warning says so), so neither the items nor their warnings grow with the file.
 */
function* upTo<T>(entries: T[] | null | undefined, out: unknown[], max: number, warnings: ImportWarnings, limitReached: string): Generator<[T, number]> {
  const list = entries ?? [];
  for (let i = 0; i < list.length; i++) {
    if (out.length === max) {
      warnings.push(limitReached);
      return;
    }
    yield [list[i] as T, i];
  }
}

function mapWork(doc: JsonResumeDocument, warnings: ImportWarnings): ExperienceValues[] {
  const out: ExperienceValues[] = [];
  for (const [w, i] of upTo(doc.work, out, EXPERIENCES_MAX, warnings, `Só as primeiras ${EXPERIENCES_MAX} experiências foram importadas.`)) {
    const label = `Experiência ${i + 1}`;
    const role = str(w.position);
    const company = str(w.name) || str(w.company);
    const start = normaliseResumeDate(w.startDate);
    if (!role || !company || !start) {
      warnings.push(`${label} ignorada: faltam cargo, empresa ou data de início.`);
      continue;
    }
    // No parseable end date = still there ('Cargo Atual'), as in JSON Resume itself.
    const end = normaliseResumeDate(w.endDate);
    if (end && end < start) {
      warnings.push(`${label} ignorada: a data de término é anterior à de início.`);
      continue;
    }
    const description =
      str(w.summary) ||
      (w.highlights ?? [])
        .map((h) => h.trim())
        .filter(Boolean)
        .join('; ') ||
      role;
    out.push({
      role: clip(role, 120, warnings, `Cargo da ${label.toLowerCase()}`),
      company_name: clip(company, 160, warnings, `Empresa da ${label.toLowerCase()}`),
      description: clip(description, EXPERIENCE_DESCRIPTION_MAX, warnings, `Descrição da ${label.toLowerCase()}`),
      start_date: start,
      end_date: end,
    });
  }
  return out;
}

function mapEducation(doc: JsonResumeDocument, warnings: ImportWarnings): FormationValues[] {
  const out: FormationValues[] = [];
  for (const [e, i] of upTo(doc.education, out, FORMATIONS_MAX, warnings, `Só as primeiras ${FORMATIONS_MAX} formações foram importadas.`)) {
    const label = `Formação ${i + 1}`;
    const name = str(e.area) || str(e.studyType);
    const institution = str(e.institution);
    const start = normaliseResumeDate(e.startDate);
    const end = normaliseResumeDate(e.endDate);
    if (!name || !institution || !start || !end) {
      warnings.push(`${label} ignorada: faltam curso, instituição, data de início ou de término.`);
      continue;
    }
    if (end < start) {
      warnings.push(`${label} ignorada: a data de término é anterior à de início.`);
      continue;
    }
    let graduation = mapStudyType(e.studyType);
    if (!graduation) {
      graduation = 'Certificado';
      warnings.push(`${label}: tipo '${quote(str(e.studyType)) || 'não informado'}' importado como Certificado.`);
    }
    out.push({
      name: clip(name, 160, warnings, `Curso da ${label.toLowerCase()}`),
      graduation,
      institution: clip(institution, 160, warnings, `Instituição da ${label.toLowerCase()}`),
      start_date: start,
      end_date: end,
    });
  }
  return out;
}

function mapLanguages(doc: JsonResumeDocument, warnings: ImportWarnings): LanguageValues[] {
  const out: LanguageValues[] = [];
  for (const [l, i] of upTo(doc.languages, out, LANGUAGES_MAX, warnings, `Só os primeiros ${LANGUAGES_MAX} idiomas foram importados.`)) {
    const language = str(l.language);
    if (!language) {
      warnings.push(`Idioma ${i + 1} ignorado: falta o nome do idioma.`);
      continue;
    }
    let proficiency = mapFluency(l.fluency);
    if (!proficiency) {
      proficiency = 'B1-Intermediário';
      warnings.push(`${quote(language)}: nível '${quote(str(l.fluency)) || 'não informado'}' importado como B1-Intermediário.`);
    }
    out.push({ language: clip(language, 60, warnings, `Idioma ${i + 1}`), proficiency });
  }
  return out;
}

type RumoExtra = { role_description?: unknown; accepted_job_types?: unknown };
const rumoExtra = (doc: JsonResumeDocument) => (doc.meta as { 'x-rumo'?: RumoExtra } | null | undefined)?.['x-rumo'];

function roleDescriptionOf(doc: JsonResumeDocument): string | null {
  const extra = rumoExtra(doc);
  return typeof extra?.role_description === 'string' && extra.role_description.trim() ? extra.role_description.trim() : null;
}

/** Rumo's own export carries the accepted contract types; values outside the list are dropped. */
function acceptedJobTypesOf(doc: JsonResumeDocument): JobType[] {
  const types = rumoExtra(doc)?.accepted_job_types;
  return Array.isArray(types) ? types.filter((t): t is JobType => (JOB_TYPES as readonly unknown[]).includes(t)) : [];
}

/**
 * `skills[].name` and each entry's `keywords` become CV skills (docs/decisions/1704): files put the
 * concrete technologies ('React', 'SQL') in the keywords of an area ('Front-end'), and those are what
 * jobs ask for. Repeated keys are kept once (the contract's skillsField); past SKILLS_MAX, one warning.
 */
function mapSkills(doc: JsonResumeDocument, warnings: ImportWarnings): string[] {
  const names = (doc.skills ?? []).flatMap((s) => [str(s.name), ...(s.keywords ?? []).map((k) => str(k))]).filter(Boolean);
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const key = skillKey(name);
    if (!key || seen.has(key)) continue;
    if (kept.length === SKILLS_MAX) {
      warnings.push(`Só as primeiras ${SKILLS_MAX} habilidades foram importadas.`);
      break;
    }
    seen.add(key);
    kept.push(clip(name, SKILL_MAX, warnings, `Habilidade ${quote(name.slice(0, 30))}`));
  }
  return kept;
}

/**
 * A JSON Resume document → a new CV (docs/decisions/0302). Anything that is not a JSON Resume
 * (not an object, no basics.name, lists that are not lists) is a 422 with NOT_JSON_RESUME_MESSAGE.
 * Entries that cannot become a valid item are skipped and reported as warnings, never guessed.
 */
export function fromJsonResume(raw: unknown): Mapped {
  const parsed = jsonResumeDocument.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'arquivo'] ??= issue.message;
    throw unprocessable(NOT_JSON_RESUME_MESSAGE, errors);
  }
  const doc = parsed.data;
  const warnings = new ImportWarnings();
  const experiences = mapWork(doc, warnings);
  const latest = [...experiences].sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
  const role = str(doc.basics.label) || latest?.role || '';
  const summary = str(doc.basics.summary);
  const missing: Record<string, string> = {};
  if (!role) missing['basics.label'] = 'O arquivo não informa o cargo (basics.label).';
  if (!summary) missing['basics.summary'] = 'O arquivo não tem o resumo (basics.summary), obrigatório no currículo.';
  if (Object.keys(missing).length > 0) throw unprocessable(MISSING_FIELDS_MESSAGE, missing);

  const candidate = {
    name: clip(doc.basics.name, 120, warnings, 'Nome'),
    role: clip(role, 120, warnings, 'Cargo'),
    role_description: roleDescriptionOf(doc) ? clip(roleDescriptionOf(doc) ?? '', 500, warnings, 'Descrição do cargo') : null,
    location: str(doc.basics.location?.city) ? clip(str(doc.basics.location?.city), 120, warnings, 'Cidade') : null,
    state: str(doc.basics.location?.region) ? clip(str(doc.basics.location?.region), 60, warnings, 'Estado') : null,
    summary: clip(summary, SUMMARY_MAX, warnings, 'Resumo'),
    // A JSON Resume has no salary, and the salary is required with worked_before: the user sets both after import.
    worked_before: false,
    last_salary: null,
    formations: mapEducation(doc, warnings),
    languages: mapLanguages(doc, warnings),
    experiences,
    skills: mapSkills(doc, warnings),
    accepted_job_types: acceptedJobTypesOf(doc),
  };
  // The same contract as a typed-in CV: an import can never store what the form could not.
  const checked = createCurriculumRequest.safeParse(candidate);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
    throw unprocessable(MISSING_FIELDS_MESSAGE, errors);
  }
  return { input: checked.data, warnings: warnings.list() };
}
