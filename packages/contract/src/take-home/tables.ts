import { TABLES_2025 } from './tables-2025.ts';
import { TABLES_2026 } from './tables-2026.ts';
import type { TakeHomeTables } from './types.ts';

/** Every year we have, oldest first. A new year is a new file and one line here (docs/decisions/1701). */
export const TAKE_HOME_TABLES: readonly TakeHomeTables[] = [TABLES_2025, TABLES_2026];

/**
 * The tables for `year`: that year's, or the latest before it when the year has none yet (January,
 * before the new portaria) — `exact` says which, so the screen can name the year it used. A year
 * before the first we have gets the first.
 */
export function takeHomeTablesFor(year: number): { tables: TakeHomeTables; exact: boolean } {
  const earlier = TAKE_HOME_TABLES.filter((t) => t.year <= year);
  const tables = earlier.at(-1) ?? TAKE_HOME_TABLES[0]!;
  return { tables, exact: tables.year === year };
}
