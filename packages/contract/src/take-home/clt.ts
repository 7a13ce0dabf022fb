import { employeeInss } from './inss.ts';
import { incomeTax, type IrrfDetail } from './irrf.ts';
import { roundCents } from './money.ts';
import type { TakeHomeTables } from './types.ts';

/** Monthly benefits the user enters (VR/VA, plano de saúde paid by the employer, others): added as they are. */
export type Benefits = { meal: number; health: number; other: number };

export type CltInput = { gross: number; dependents: number; benefits: Benefits };

/** One payment with its own INSS and IRRF. */
export type PayslipLine = { gross: number; inss: number; irrf: IrrfDetail; net: number };

export type CltResult = {
  gross: number;
  /** An ordinary month. */
  month: PayslipLine;
  /** The férias month: the salary plus 1/3, taxed together as that month's pay. */
  vacationMonth: PayslipLine;
  /** The 13º: its own INSS and IRRF (tributação exclusiva), never added to a month. */
  thirteenth: PayslipLine;
  /** (13º net + what the 1/3 adds to the férias month's net) / 12. */
  extrasPerMonth: number;
  benefits: number;
  /** month.net + extrasPerMonth + benefits: the year's net pay (12 salaries, 13º, 1/3) / 12, plus benefits. */
  takeHome: number;
  /** FGTS deposited for the year (8% of 12 salaries, the 13º and the 1/3) / 12: shown apart, not take-home. */
  fgtsPerMonth: number;
};

function payslip(gross: number, dependents: number, tables: TakeHomeTables, applyReduction = true): PayslipLine {
  const inss = employeeInss(gross, tables);
  const irrf = incomeTax({ income: gross, inss, dependents, applyReduction }, tables);
  return { gross, inss, irrf, net: roundCents(gross - inss - irrf.tax) };
}

export const benefitsTotal = (b: Benefits): number => roundCents(b.meal + b.health + b.other);

/**
 * CLT take-home averaged over a year (docs/decisions/1701): eleven ordinary months, one férias month
 * (salary + 1/3), the 13º taxed apart; the year's net / 12 plus the benefits.
 */
export function cltTakeHome({ gross, dependents, benefits }: CltInput, tables: TakeHomeTables): CltResult {
  const month = payslip(gross, dependents, tables);
  const vacationMonth = payslip(roundCents(gross + gross / 3), dependents, tables);
  const thirteenth = payslip(gross, dependents, tables, tables.irrf.reductionOnThirteenth);
  const extrasPerMonth = roundCents((thirteenth.net + vacationMonth.net - month.net) / 12);
  const benefitSum = benefitsTotal(benefits);
  const fgtsBase = month.gross * 12 + thirteenth.gross + (vacationMonth.gross - month.gross);
  return {
    gross,
    month,
    vacationMonth,
    thirteenth,
    extrasPerMonth,
    benefits: benefitSum,
    takeHome: roundCents(month.net + extrasPerMonth + benefitSum),
    fgtsPerMonth: roundCents((fgtsBase * tables.fgtsRate) / 12),
  };
}
