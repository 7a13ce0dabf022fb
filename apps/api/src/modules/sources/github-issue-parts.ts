import type { JobType, Seniority, WorkModel } from '@rumo/contract';
import { fold } from './brazil-location.ts';
import { toJobType, toSeniority, toWorkModel } from './job-vocabularies.ts';

/**
 * `[São Paulo] Front-End Developer na Empresa X` → bracket(s), title and company. Several leading
 * brackets are allowed (`[Remoto] [Pleno] …`); the company follows the last ' na ', ' no ', ' @ '
 * or ' at '.
 */
export function parseIssueTitle(title: string): { brackets: string[]; role: string; company: string | null } {
  const brackets: string[] = [];
  let rest = title.trim();
  for (let match = /^\[([^\]]*)\]\s*/.exec(rest); match; match = /^\[([^\]]*)\]\s*/.exec(rest)) {
    brackets.push(match[1]!.trim());
    rest = rest.slice(match[0].length);
  }
  const split = /^(.*\S)\s+(?:na|no|@|at)\s+(.+)$/i.exec(rest);
  if (!split) return { brackets, role: rest, company: null };
  return { brackets, role: split[1]!.trim(), company: split[2]!.replace(/^\[|\]$/g, '').trim() || null };
}

export type LabelGroups = { seniority: Seniority | null; jobType: JobType | null; workModel: WorkModel | null };

/**
 * Labels read by group. The boards label issues automatically from their text, so an untouched
 * template carries every label of a group: a group with more than one value is unknown
 * (shared/job-sources.md). react-brasil prefixes labels (`experiência/Pleno`); the prefix is dropped.
 */
export function readLabels(names: string[]): LabelGroups {
  const seniorities = new Set<Seniority>();
  const jobTypes = new Set<JobType>();
  const workModels = new Set<WorkModel>();
  for (const name of names) {
    const value = name.includes('/') ? name.slice(name.lastIndexOf('/') + 1) : name;
    const seniority = toSeniority(value);
    if (seniority) seniorities.add(seniority);
    const jobType = toJobType(value);
    if (jobType) jobTypes.add(jobType);
    const workModel = toWorkModel(value);
    if (workModel) workModels.add(workModel);
  }
  const only = <T>(set: Set<T>): T | null => (set.size === 1 ? [...set][0]! : null);
  // 'Estágio' is both a seniority and a contract; beside other contracts it says nothing of either.
  return { seniority: only(seniorities), jobType: only(jobTypes), workModel: only(workModels) };
}

/** The body's `## Heading` sections by folded heading ('Como se candidatar' → 'como se candidatar'). */
export function markdownSections(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = body.replace(/\r\n?/g, '\n').split(/^#{2,4}\s+(.+?)\s*#*\s*$/m);
  for (let i = 1; i < parts.length; i += 2) sections.set(fold(parts[i]!), (parts[i + 1] ?? '').trim());
  return sections;
}

/** The template's sample text (frontendbr, backend-br, react-brasil): two of them mean it was not filled in. */
const PLACEHOLDERS = [
  'corporacao acme',
  'projeto bazinga',
  'email@email.com.br',
  'feedbacks em ate xx dias',
  'empresasuperlegal',
  'vr de r$ x/dia',
  'lista de requisitos',
  'descricao da empresa',
];

export function isUntouchedTemplate(title: string, body: string): boolean {
  const { brackets, company } = parseIssueTitle(title);
  if (brackets.some((b) => fold(b) === 'cidade') || (company !== null && fold(company) === 'nome da empresa')) return true;
  const text = fold(body);
  return PLACEHOLDERS.filter((p) => text.includes(p)).length >= 2;
}

/** The apply link of 'Como se candidatar': the first http(s) link, if any. */
export function applyLinkIn(section: string | undefined): string | null {
  if (!section) return null;
  return /https?:\/\/[^\s)<>\]"']+/i.exec(section)?.[0]?.replace(/[.,;:!?]+$/, '') ?? null;
}
