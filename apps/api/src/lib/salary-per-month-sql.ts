import { sql, type SQL } from 'drizzle-orm';
import { SALARY_PER_MONTH } from '@rumo/contract';

/**
 * The salary's period as a fraction of a month (docs/decisions/1503), in SQL over a jobs row's
 * `salary_period`: part 0 the numerator, part 1 the denominator, so `amount × n ≥ monthly × d` is
 * exact in numeric. The one SQL form of SALARY_PER_MONTH: the minimum-salary filter and the
 * compatibility's salary factor (docs/decisions/1704) both use it. `alias` names the jobs table.
 */
export const salaryMonthsFactor = (part: 0 | 1, alias?: 'j'): SQL =>
  sql.raw(
    `CASE ${alias ? `${alias}.` : ''}salary_period ${Object.entries(SALARY_PER_MONTH)
      .map(([period, factor]) => `WHEN '${period}' THEN ${factor[part]}`)
      .join(' ')} END`,
  );
