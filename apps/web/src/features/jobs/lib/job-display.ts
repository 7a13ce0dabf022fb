import { BRAZIL_STATES, JOB_CAPTATION_LABELS, type JobCaptation, type JobItem } from '@rumo/contract';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMoney } from '../../../lib/format.ts';

// Spec section 8: empty-value texts, verbatim.
export const CITY_EMPTY = 'Confidential';
export const SALARY_EMPTY = 'A combinar';
export const COMPANY_EMPTY = 'Confidencial';

export const captationLabel = (captation: JobCaptation): string => JOB_CAPTATION_LABELS[captation];

export const CAPTATION_TONES: Record<JobCaptation, BadgeTone> = { direct: 'brand', company: 'blue', crawler: 'neutral' };

/** 'São Paulo - SP'; a job without a city shows the spec's 'Confidential'. */
export function jobLocation(job: Pick<JobItem, 'city' | 'state'>): string {
  const city = job.city?.trim() || CITY_EMPTY;
  return job.state ? `${city} - ${job.state}` : city;
}

export const jobSalary = (job: Pick<JobItem, 'salary'>): string => formatMoney(job.salary, SALARY_EMPTY);

export const jobCompany = (job: Pick<JobItem, 'company'>): string => job.company?.trim() || COMPANY_EMPTY;

export const stateName = (uf: string): string => (BRAZIL_STATES as Record<string, string>)[uf] ?? uf;

/** 'híbrido' → 'Híbrido' (work models are stored in lower case). */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

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
