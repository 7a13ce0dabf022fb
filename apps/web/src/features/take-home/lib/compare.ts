import { cltGrossMatchingPj, cltTakeHome, JOB_SALARY_MAX, parseMoney, pjRevenueMatchingClt, pjTakeHome, type CltResult, type PjResult, type TakeHomeTables } from '@rumo/contract';
import type { OfferSide } from './job-offer.ts';
import type { TakeHomeInputs } from './saved-inputs.ts';

export const DEPENDENTS_MAX = 20;
/** A month's benefit or accountant fee above this is a typo, not a figure. */
const MONTHLY_COST_MAX = 100_000;

export type ParsedInputs = { dependents: number; meal: number; health: number; other: number; accountant: number; proLaboreMode: TakeHomeInputs['proLaboreMode'] };
export type InputErrors = Partial<Record<keyof TakeHomeInputs, string>>;

const MONEY_ERROR = 'Informe um valor em reais, por exemplo 800,00.';

function money(text: string, max: number): number | 'invalid' {
  const value = parseMoney(text);
  if (value === null) return 0;
  return Number.isFinite(value) && value >= 0 && value <= max ? value : 'invalid';
}

/** The typed figures as numbers, or the message of each field that is not one. */
export function parseInputs(inputs: TakeHomeInputs): { values: ParsedInputs | null; errors: InputErrors } {
  const errors: InputErrors = {};
  const dependents = inputs.dependents.trim() === '' ? 0 : Number(inputs.dependents);
  if (!Number.isInteger(dependents) || dependents < 0 || dependents > DEPENDENTS_MAX) errors.dependents = `Informe um número inteiro de 0 a ${DEPENDENTS_MAX}.`;
  const amounts = {
    meal: money(inputs.meal, MONTHLY_COST_MAX),
    health: money(inputs.health, MONTHLY_COST_MAX),
    other: money(inputs.other, MONTHLY_COST_MAX),
    accountant: money(inputs.accountant, MONTHLY_COST_MAX),
  };
  for (const [field, value] of Object.entries(amounts)) if (value === 'invalid') errors[field as keyof typeof amounts] = MONEY_ERROR;
  if (Object.keys(errors).length > 0) return { values: null, errors };
  const n = amounts as Record<keyof typeof amounts, number>;
  return { values: { dependents, meal: n.meal, health: n.health, other: n.other, accountant: n.accountant, proLaboreMode: inputs.proLaboreMode }, errors };
}

/** A typed offer amount: a positive value in reais up to a job salary's limit, or its message. */
export function parseAmount(text: string): { amount: number | null; error?: string } {
  const value = parseMoney(text);
  if (value === null) return { amount: null };
  if (!Number.isFinite(value) || value <= 0 || value > JOB_SALARY_MAX) return { amount: null, error: 'Informe um valor mensal em reais, por exemplo 8.000,00.' };
  return { amount: value };
}

/** One column of the comparison: an amount read as the offer's side, and the other side at its equivalent. */
export type Comparison = {
  label: string;
  amount: number;
  clt: CltResult | null;
  pj: PjResult | null;
  /** The PJ revenue that leaves as much as `amount` in CLT (null: above the Simples Nacional). */
  pjMatchingClt: number | null;
  /** The CLT gross that leaves as much as `amount` in PJ. */
  cltMatchingPj: number | null;
};

/**
 * The offer's side is computed at the amount; the other side at the amount that leaves the same
 * (a CLT job's PJ column is the revenue that would match it); a job of another type gets both at the amount.
 */
export function compare(label: string, amount: number, side: OfferSide, p: ParsedInputs, tables: TakeHomeTables): Comparison {
  const benefits = { meal: p.meal, health: p.health, other: p.other };
  const pjOptions = { dependents: p.dependents, accountant: p.accountant, proLaboreMode: p.proLaboreMode };
  const pjMatchingClt = pjRevenueMatchingClt({ gross: amount, dependents: p.dependents, benefits }, pjOptions, tables);
  const cltMatchingPj = cltGrossMatchingPj({ ...pjOptions, revenue: amount }, { dependents: p.dependents, benefits }, tables);
  const cltGross = side === 'pj' ? cltMatchingPj : amount;
  const pjRevenue = side === 'clt' ? pjMatchingClt : amount;
  return {
    label,
    amount,
    clt: cltGross === null ? null : cltTakeHome({ gross: cltGross, dependents: p.dependents, benefits }, tables),
    pj: pjRevenue === null ? null : pjTakeHome({ ...pjOptions, revenue: pjRevenue }, tables),
    pjMatchingClt,
    cltMatchingPj,
  };
}
