import type { JobType, Seniority, WorkModel } from '@rumo/contract';
import { fold } from './brazil-location.ts';

/**
 * The feeds' employment-type words → our job types (docs/decisions/1501, after decision 0202's
 * schema.org table). Part-time is still a CLT contract in Brazil; an apprentice ('jovem aprendiz')
 * has no type of ours, so it stays unknown rather than guessed.
 */
const JOB_TYPE_WORDS: [RegExp, JobType][] = [
  [/^(clt|efetivo|effective|vacancy_type_effective|full[ _-]?time.*|part[ _-]?time.*|permanent|tempo integral|meio periodo|regular)$/, 'CLT'],
  [/^(pj|pessoa juridica|vacancy_legal_entity|contractor|contract|contrato|prestador de servicos?)$/, 'PJ'],
  [/^(estagio|estagiario|intern|internship|vacancy_type_internship)$/, 'Estágio'],
  [/^(temporario|temporary|vacancy_type_temporary|seasonal|fixed[ _-]?term)$/, 'Temporário'],
  [/^(freela|freelance|freelancer|per_diem|autonomo)$/, 'Freelancer'],
];

export function toJobType(value: unknown): JobType | null {
  if (typeof value !== 'string') return null;
  const folded = fold(value).replace(/-/g, '_');
  const dashed = fold(value);
  return JOB_TYPE_WORDS.find(([pattern]) => pattern.test(folded) || pattern.test(dashed))?.[1] ?? null;
}

const WORK_MODEL_WORDS: [RegExp, WorkModel][] = [
  [/^(remote|remoto|remota|telecommute|home ?office|fully remote|100% remoto)$/, 'remoto'],
  [/^(hybrid|hibrido|hibrida)$/, 'híbrido'],
  [/^(on[ _-]?site|presencial|alocado|in[ _-]?office|office)$/, 'presencial'],
];

/** 'remote', 'Híbrido', 'on-site', 'Alocado' → our work model; 'unspecified' and the unknown → null. */
export function toWorkModel(value: unknown): WorkModel | null {
  if (typeof value !== 'string') return null;
  const folded = fold(value);
  return WORK_MODEL_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/^(estagio|estagiario|intern|internship)$/, 'Estágio'],
  [/^(junior|jr|entry[ _-]?level|trainee)$/, 'Júnior'],
  [/^(pleno|mid|mid[ _-]?level|associate|intermediate)$/, 'Pleno'],
  [/^(senior|sr)$/, 'Sênior'],
  [/^(especialista|specialist|expert|staff|principal)$/, 'Especialista'],
];

/** A seniority label ('Sênior', 'entry_level', 'experiência/Pleno' without its prefix) → ours, else null. */
export function toSeniority(value: unknown): Seniority | null {
  if (typeof value !== 'string') return null;
  const folded = fold(value);
  return SENIORITY_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** The seniority a title names ('Desenvolvedora Sênior', 'Estagiário(a) de Dados', 'Dev Jr.'), if exactly one. */
export function seniorityFromTitle(title: string): Seniority | null {
  const t = fold(title);
  const found = new Set<Seniority>();
  if (/\b(estagi\w*|intern(ship)?)\b/.test(t)) found.add('Estágio');
  if (/\b(jr|junior)\b/.test(t)) found.add('Júnior');
  if (/\b(pleno|pl)\b/.test(t)) found.add('Pleno');
  if (/\b(sr|senior)\b/.test(t)) found.add('Sênior');
  if (/\b(especialista|specialist)\b/.test(t)) found.add('Especialista');
  return found.size === 1 ? [...found][0]! : null;
}

/** A work model named anywhere in a short text ('Remote - Brazil', 'São Paulo (Híbrido)'), if exactly one. */
export function workModelInText(value: unknown): WorkModel | null {
  if (typeof value !== 'string') return null;
  const t = fold(value);
  const found = new Set<WorkModel>();
  if (/\b(remote|remoto|remota|home ?office|telecommute)\b/.test(t)) found.add('remoto');
  if (/\b(hybrid|hibrido|hibrida)\b/.test(t)) found.add('híbrido');
  if (/\b(on[ -]?site|presencial|alocado)\b/.test(t)) found.add('presencial');
  return found.size === 1 ? [...found][0]! : null;
}
