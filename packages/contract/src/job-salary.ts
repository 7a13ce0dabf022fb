/**
 * The salary range of a job (DECISIONS, Jobs; docs/decisions/1503): its vocabularies, the one
 * text every screen and e-mail shows for it, and how a non-monthly salary compares with a
 * monthly minimum.
 */
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABEL: Record<SalaryPeriod, string> = { hour: 'Por hora', day: 'Por dia', week: 'Por semana', month: 'Por mês', year: 'Por ano' };
/** Said after the range when it is not monthly ('R$ 50 – R$ 80 por hora'); a monthly one says nothing (DECISIONS). */
const PERIOD_SUFFIX: Record<SalaryPeriod, string> = { hour: ' por hora', day: ' por dia', week: ' por semana', month: '', year: ' por ano' };

/**
 * How many of one period make a month, as a fraction [numerator, denominator] so the database
 * compares exactly (52/12 is no finite decimal): 220 hours (the CLT's monthly hours), 22 working
 * days, 52/12 weeks, 1/12 of a year (docs/decisions/1503).
 */
export const SALARY_PER_MONTH: Record<SalaryPeriod, readonly [number, number]> = { hour: [220, 1], day: [22, 1], week: [52, 12], month: [1, 1], year: [1, 12] };

/** 'A combinar': no amount given (spec section 8). */
export const SALARY_EMPTY = 'A combinar';

/** ISO 4217 code: three capital letters (the column's check). */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export type SalaryRange = { salary: number | null; salary_max: number | null; salary_currency: string; salary_period: string };

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let f = formatters.get(key);
  if (!f) {
    // Whole amounts without ',00' ('R$ 8.000', as DECISIONS writes them); cents when there are any.
    f = new Intl.NumberFormat('pt-BR', { style: 'currency', currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
    formatters.set(key, f);
  }
  return f;
}

const hasCents = (n: number | null) => n !== null && Math.round(n * 100) % 100 !== 0;

/**
 * 'R$ 8.000 – R$ 12.000', 'A partir de R$ 8.000', 'Até R$ 12.000', 'A combinar' (DECISIONS, Jobs);
 * the period when it is not monthly ('R$ 50 – R$ 80 por hora'); other currencies through Intl
 * ('US$ 5.000'). Both ends show cents when either has them, so a range reads evenly. Intl puts a
 * no-break space after the symbol, so it never wraps away from its value.
 */
export function formatSalaryRange(range: SalaryRange): string {
  const min = range.salary !== null && range.salary > 0 ? range.salary : null;
  const max = range.salary_max !== null && range.salary_max > 0 ? range.salary_max : null;
  if (min === null && max === null) return SALARY_EMPTY;
  const currency = CURRENCY_PATTERN.test(range.salary_currency) ? range.salary_currency : 'BRL';
  const f = formatter(currency, hasCents(min) || hasCents(max));
  const suffix = PERIOD_SUFFIX[range.salary_period as SalaryPeriod] ?? '';
  if (min !== null && max !== null) return min === max ? `${f.format(min)}${suffix}` : `${f.format(min)} – ${f.format(max)}${suffix}`;
  if (min !== null) return `A partir de ${f.format(min)}${suffix}`;
  return `Até ${f.format(max!)}${suffix}`;
}
