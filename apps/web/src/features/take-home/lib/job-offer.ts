import { CURRENCY_PATTERN, formatSalaryRange, SALARY_PER_MONTH, type SalaryPeriod, type SalaryRange } from '@rumo/contract';
import { roundCents } from '@rumo/contract';

/** Which side a job's salary is an offer for (docs/decisions/1701): its contract type, or both for the others. */
export type OfferSide = 'clt' | 'pj' | 'both';
export const offerSide = (jobType: string | null): OfferSide => (jobType === 'CLT' ? 'clt' : jobType === 'PJ' ? 'pj' : 'both');

/** One amount the calculator starts from: the range's minimum or maximum, a month's worth in reais. */
export type OfferAmount = { label: string; amount: number };

export type JobOffer =
  /** `converted` is the range as the job says it when it is not monthly ('R$ 50 – R$ 80 por hora'). */
  | { kind: 'reais'; amounts: OfferAmount[]; converted: { text: string; period: SalaryPeriod } | null }
  /** Tables in reais do not apply to a salary in another currency; the screen says why. */
  | { kind: 'other-currency'; text: string; currency: string }
  /** 'A combinar': the user types a value. */
  | { kind: 'none' };

/** How a period becomes a month, in words beside the converted value. */
export const PERIOD_CONVERSION: Record<SalaryPeriod, string> = {
  hour: '220 horas por mês',
  day: '22 dias úteis por mês',
  week: '52 semanas ÷ 12 meses',
  month: '',
  year: 'o valor anual ÷ 12',
};

const isPeriod = (value: string): value is SalaryPeriod => value in SALARY_PER_MONTH;

/**
 * The job's salary as monthly amounts in reais (the same conversion as job-salary's minimum per month,
 * docs/decisions/1503), or why there are none.
 */
export function jobOffer(range: SalaryRange): JobOffer {
  const min = range.salary !== null && range.salary > 0 ? range.salary : null;
  const max = range.salary_max !== null && range.salary_max > 0 ? range.salary_max : null;
  if (min === null && max === null) return { kind: 'none' };
  const currency = CURRENCY_PATTERN.test(range.salary_currency) ? range.salary_currency : 'BRL';
  if (currency !== 'BRL') return { kind: 'other-currency', text: formatSalaryRange(range), currency };
  const period: SalaryPeriod = isPeriod(range.salary_period) ? range.salary_period : 'month';
  const [num, den] = SALARY_PER_MONTH[period];
  const monthly = (value: number) => roundCents((value * num) / den);
  const amounts: OfferAmount[] =
    min !== null && max !== null && min !== max
      ? [
          { label: 'Mínimo', amount: monthly(min) },
          { label: 'Máximo', amount: monthly(max) },
        ]
      : [{ label: 'Valor', amount: monthly((min ?? max)!) }];
  return { kind: 'reais', amounts, converted: period === 'month' ? null : { text: formatSalaryRange(range), period } };
}
