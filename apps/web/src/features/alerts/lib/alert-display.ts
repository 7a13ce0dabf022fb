import { ALERT_FREQUENCY_LABELS, BRAZIL_STATES, type AlertFrequency, type JobAlert } from '@rumo/contract';
import { formatMoney } from '../../../lib/format.ts';

export const frequencyLabel = (frequency: AlertFrequency) => ALERT_FREQUENCY_LABELS[frequency];

/** 0 is "no bound" on either side (docs/decisions/0600). */
export function salaryRangeText(min: number, max: number): string {
  if (min > 0 && max > 0) return `${formatMoney(min)} a ${formatMoney(max)}`;
  if (min > 0) return `A partir de ${formatMoney(min)}`;
  if (max > 0) return `Até ${formatMoney(max)}`;
  return 'Qualquer salário';
}

export const alertPlace = (alert: Pick<JobAlert, 'city' | 'state'>) => `${alert.city}/${alert.state}`;

/** UF select options, by state name: "São Paulo (SP)". */
export const stateOptions = Object.entries(BRAZIL_STATES)
  .map(([uf, name]) => ({ value: uf, label: `${name} (${uf})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
