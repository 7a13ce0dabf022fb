import { roundCents } from './money.ts';
import type { TakeHomeTables } from './types.ts';

export type IrrfDetail = {
  /** Which deduction won: the legal ones (INSS + dependants) or the simplified discount. */
  deductionKind: 'legal' | 'simplified';
  deduction: number;
  base: number;
  /** The bracket's rate (0 when exempt). */
  rate: number;
  /** Tax by the table, before Lei 15.270/2025's reduction. */
  tableTax: number;
  reduction: number;
  tax: number;
};

export type IrrfInput = {
  /** Taxable income of the payment (the month's gross, the 13º, a pró-labore). */
  income: number;
  /** INSS withheld from that income. */
  inss: number;
  dependents: number;
  /** False for the 13º when the year's law does not extend the reduction to it. */
  applyReduction?: boolean;
};

/**
 * IRRF of one payment: base = income − the larger of (INSS + dependants) and the simplified
 * discount; tax by the progressive table; minus Lei 15.270/2025's reduction, computed on the
 * income (not the base) and never more than the tax (docs/decisions/1701).
 */
export function incomeTax({ income, inss, dependents, applyReduction = true }: IrrfInput, tables: TakeHomeTables): IrrfDetail {
  const { irrf } = tables;
  const legal = roundCents(inss + dependents * irrf.dependentDeduction);
  const simplified = irrf.simplifiedDeduction;
  const deductionKind = simplified > legal ? 'simplified' : 'legal';
  const deduction = deductionKind === 'simplified' ? simplified : legal;
  const base = roundCents(Math.max(0, income - deduction));
  const bracket = irrf.brackets.find((b) => b.upTo === null || base <= b.upTo)!;
  const tableTax = roundCents(Math.max(0, base * bracket.rate - bracket.deduction));
  const reduction = applyReduction ? taxReduction(income, tableTax, tables) : 0;
  return { deductionKind, deduction, base, rate: bracket.rate, tableTax, reduction, tax: roundCents(tableTax - reduction) };
}

function taxReduction(income: number, tableTax: number, tables: TakeHomeTables): number {
  const r = tables.irrf.reduction;
  if (!r || tableTax <= 0) return 0;
  if (income <= r.fullUpTo) return Math.min(tableTax, r.fullMax);
  if (income <= r.partialUpTo) return Math.min(tableTax, Math.max(0, roundCents(r.partialConstant - r.partialRate * income)));
  return 0;
}
