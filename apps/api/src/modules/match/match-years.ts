import { SENIORITY_MIN_YEARS } from '@rumo/contract';

/** One experience of a CV: ISO dates (yyyy-mm-dd); no end = current. */
export type ExperiencePeriod = { start: string; end: string | null };

const DAY_MS = 86_400_000;
// 365, not 365.25: a period from a date to the same date N years later is at least N years (floored below).
const DAYS_PER_YEAR = 365;

/**
 * Years of experience of a CV (docs/decisions/1704): the union of its experiences' periods, a
 * current one (or one ending later) up to `today`, overlapping periods counted once, periods that
 * start after today ignored. Floored to one decimal, so the level and the number shown agree.
 */
export function yearsOfExperience(periods: ExperiencePeriod[], today: Date): number {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const spans = periods
    .map((p) => [Date.parse(`${p.start}T00:00:00Z`), Math.min(p.end ? Date.parse(`${p.end}T00:00:00Z`) : todayMs, todayMs)] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let totalMs = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of spans) {
    if (end <= coveredUntil) continue;
    totalMs += end - Math.max(start, coveredUntil);
    coveredUntil = end;
  }
  return Math.floor((totalMs / DAY_MS / DAYS_PER_YEAR) * 10) / 10;
}

/** The index in SENIORITIES of the level those years reach (SENIORITY_MIN_YEARS). */
export function seniorityLevel(years: number): number {
  let level = 0;
  SENIORITY_MIN_YEARS.forEach((min, i) => {
    if (years >= min) level = i;
  });
  return level;
}
