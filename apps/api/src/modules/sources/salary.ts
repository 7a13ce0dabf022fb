import { fold } from './brazil-location.ts';
import { num } from './source-kind.ts';
import type { SalaryPeriod, SourcedSalary } from './sourced-job.ts';

const PERIOD_WORDS: [RegExp, SalaryPeriod][] = [
  [/^(hour|hourly|per[ _]hour|hora|por hora)$/, 'hour'],
  [/^(day|daily|per[ _]day|dia|por dia|diaria)$/, 'day'],
  [/^(week|weekly|per[ _]week|semana|semanal)$/, 'week'],
  [/^(month|monthly|per[ _]month|mes|mensal|por mes)$/, 'month'],
  [/^(year|yearly|annual|annually|per[ _]year|ano|anual|por ano)$/, 'year'],
];

export function toSalaryPeriod(value: unknown): SalaryPeriod | null {
  if (typeof value !== 'string') return null;
  const folded = fold(value).replace(/-/g, ' ');
  return PERIOD_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

const MAX_AMOUNT = 100_000_000;

/**
 * A salary range as the feed gives it; BRL per month unless the feed says otherwise (DECISIONS,
 * Jobs). Amounts that are not positive finite numbers are dropped; a reversed range is put right;
 * an unknown period word makes the whole salary unknown rather than read as monthly.
 */
export function toSalary(input: { min?: unknown; max?: unknown; currency?: unknown; period?: unknown }): SourcedSalary | null {
  const amount = (value: unknown) => {
    const n = num(value);
    return n !== null && n > 0 && n < MAX_AMOUNT ? n : null;
  };
  let min = amount(input.min);
  let max = amount(input.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const currency = typeof input.currency === 'string' && /^[A-Za-z]{3}$/.test(input.currency.trim()) ? input.currency.trim().toUpperCase() : 'BRL';
  const period = input.period === undefined || input.period === null || input.period === '' ? 'month' : toSalaryPeriod(input.period);
  if (period === null) return null;
  return { min, max, currency, period };
}
