import { formatDate, formatMoney, formatMonthYear } from '../../../lib/format.ts';

export const NOT_SPECIFIED = 'Não especificado';
export const CURRENT_POSITION = 'Cargo Atual';
export const UNTIL_NOW = 'Atualmente';

/** Edit screen: dd/mm/yyyy, 'Não especificado' when missing. */
export const showDate = (value: string | null | undefined) => formatDate(value, NOT_SPECIFIED);

/** Edit screen period: '01/03/2021 – Cargo Atual' for a current experience. */
export function showPeriod(start: string | null | undefined, end: string | null | undefined, openEnd = NOT_SPECIFIED): string {
  return `${showDate(start)} – ${end ? showDate(end) : openEnd}`;
}

/** Printed CV period: mm/yyyy, 'Atualmente' when there is no end date (spec: Curriculum preview). */
export function printPeriod(start: string, end: string | null): string {
  return `${formatMonthYear(start, '')} – ${end ? formatMonthYear(end, '') : UNTIL_NOW}`;
}

export const showText = (value: string | null | undefined) => (value && value.trim() ? value : NOT_SPECIFIED);

export const showSalary = (value: number | null | undefined) => formatMoney(value, NOT_SPECIFIED);

/** '1 formação', '2 formações'… */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Money as the salary input shows it: '8.500,00' (the R$ sits outside the field). */
export function salaryInputValue(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Location line: 'São Paulo - SP', either part alone, or null. */
export function placeLine(city: string | null, state: string | null): string | null {
  return [city, state].filter((part) => part && part.trim()).join(' - ') || null;
}
