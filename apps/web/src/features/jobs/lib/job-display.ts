import { BRAZIL_STATES, formatSalaryRange, JOB_CAPTATION_LABELS, JOB_CITY_EMPTY, type JobCaptation, type JobItem, type JobsListMeta } from '@rumo/contract';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

// Spec section 8: empty-value texts, verbatim, except the city's (DECISIONS, Jobs: 'Local não informado').
export const CITY_EMPTY = JOB_CITY_EMPTY;
export const COMPANY_EMPTY = 'Confidencial';

export const captationLabel = (captation: JobCaptation): string => JOB_CAPTATION_LABELS[captation];

export const CAPTATION_TONES: Record<JobCaptation, BadgeTone> = { direct: 'brand', company: 'blue', crawler: 'neutral' };

/** 'São Paulo - SP'; a job without a city shows 'Local não informado' (DECISIONS, Jobs; docs/decisions/1309). */
export function jobLocation(job: Pick<JobItem, 'city' | 'state'>): string {
  const city = job.city?.trim() || CITY_EMPTY;
  return job.state ? `${city} - ${job.state}` : city;
}

/** 'R$ 8.000 – R$ 12.000', 'A partir de R$ 8.000', 'Até R$ 12.000', 'A combinar' (DECISIONS, Jobs; the one formatter, docs/decisions/1503). */
export const jobSalary = (job: Pick<JobItem, 'salary' | 'salary_max' | 'salary_currency' | 'salary_period'>): string => formatSalaryRange(job);

export const jobCompany = (job: Pick<JobItem, 'company'>): string => job.company?.trim() || COMPANY_EMPTY;

export const stateName = (uf: string): string => (BRAZIL_STATES as Record<string, string>)[uf] ?? uf;

type CountMeta = Pick<JobsListMeta, 'total' | 'total_capped'>;

/** '1 vaga', '1.234 vagas', and past the count cap 'mais de 10.000 vagas' (decision 1801). */
const jobsCount = ({ total, total_capped }: CountMeta): string => {
  const n = total.toLocaleString('pt-BR');
  if (total_capped) return `mais de ${n} vagas`;
  return total === 1 ? '1 vaga' : `${n} vagas`;
};

/** The list's count: '1 vaga encontrada', '1.234 vagas encontradas', 'Mais de 10.000 vagas encontradas'. */
export function jobsFoundLabel(meta: CountMeta): string {
  const count = jobsCount(meta);
  return `${count.charAt(0).toUpperCase()}${count.slice(1)} ${count === '1 vaga' ? 'encontrada' : 'encontradas'}`;
}

/** The phone filter sheet's button: 'Ver 12 vagas', 'Ver mais de 10.000 vagas', 'Ver vagas' while loading. */
export const seeJobsLabel = (meta: CountMeta | undefined): string => (meta ? `Ver ${jobsCount(meta)}` : 'Ver vagas');

/** The list's filter (the card and the detail say JOB_AFFIRMATIVE_LABEL, 'Vaga afirmativa para PcD'). */
export const AFFIRMATIVE_FILTER_LABEL = 'Vagas afirmativas para PcD';

/**
 * The work model as a card's tag: a remote job open to a region says it ('Remoto · Brasil';
 * docs/decisions/1503), the others as before.
 */
export function workModelTag(job: Pick<JobItem, 'work_model' | 'remote_region'>): string | null {
  if (!job.work_model) return null;
  return job.work_model === 'remoto' && job.remote_region ? `${capitalize(job.work_model)} · ${job.remote_region}` : capitalize(job.work_model);
}

/** 'híbrido' → 'Híbrido' (work models are stored in lower case). */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** The seniority to show beside the contract type, or null when it repeats it (an internship is 'Estágio' in both; docs/decisions/1308). */
export const distinctSeniority = (job: Pick<JobItem, 'job_type' | 'seniority'>): string | null => (job.seniority && job.seniority !== job.job_type ? job.seniority : null);

/** A card's tags: contract type, work model (with the remote region), seniority (each said once). */
export function jobTags(job: Pick<JobItem, 'job_type' | 'work_model' | 'remote_region' | 'seniority'>): string[] {
  return [job.job_type, workModelTag(job), distinctSeniority(job)].filter((tag): tag is string => Boolean(tag));
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The description is plain text split by lines; consecutive '- ' or '• ' lines become one list. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const rawLine of description.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const bullet = /^[-•*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (bullet?.[1]) {
      if (last?.kind === 'list') last.items.push(bullet[1]);
      else blocks.push({ kind: 'list', items: [bullet[1]] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
