/**
 * The shape of one year's tables for 'Quanto sobra por mês' (issue 17 item 2; docs/decisions/1701).
 * Amounts in reais; rates as fractions (0.075 = 7,5%). Each year lives in its own file
 * (tables-2026.ts) with the act that sets every value cited beside it.
 */

/** One band of a progressive contribution: `rate` applies to the part of the income up to `upTo`. */
export type ProgressiveBand = { upTo: number; rate: number };

/** One line of the IRRF monthly table: tax = base × rate − deduction, for a base up to `upTo` (null: no limit). */
export type IrrfBracket = { upTo: number | null; rate: number; deduction: number };

/**
 * Lei 15.270/2025's reduction of the monthly tax (Lei 9.250/1995, art. 3º-A): income up to
 * `fullUpTo` has its tax reduced by up to `fullMax` (to zero); from there to `partialUpTo` by
 * `partialConstant − partialRate × income`; above, nothing. Income is the month's taxable
 * income (the gross), not the base after deductions.
 */
export type IrrfReduction = { fullUpTo: number; fullMax: number; partialUpTo: number; partialConstant: number; partialRate: number };

/** One band of a Simples Nacional annex: nominal rate and the amount to deduct, for RBT12 up to `upTo`. */
export type SimplesBand = { upTo: number; rate: number; deduction: number };

export type SimplesAnnex = 'III' | 'V';

/** A source shown on the screen ('Como calculamos') and cited in the table file. */
export type TableSource = { topic: string; act: string };

export type TakeHomeTables = {
  year: number;
  minimumWage: number;
  inss: {
    /** The employee's progressive bands; the last band's `upTo` is the ceiling (teto). */
    employeeBands: ProgressiveBand[];
    /** Contribuinte individual on pró-labore, withheld by the company, up to the ceiling. */
    proLaboreRate: number;
  };
  irrf: {
    brackets: IrrfBracket[];
    dependentDeduction: number;
    /** Desconto simplificado mensal: replaces the legal deductions when it is larger. */
    simplifiedDeduction: number;
    reduction: IrrfReduction | null;
    /** Whether the reduction applies to the 13º's exclusive taxation too. */
    reductionOnThirteenth: boolean;
  };
  fgtsRate: number;
  simples: {
    annexes: Record<SimplesAnnex, SimplesBand[]>;
    /** Fator R: payroll (pró-labore) of 12 months / RBT12 at or above this → Anexo III, else V. */
    fatorR: number;
  };
  /**
   * Profit paid by one company to one person above `monthlyThreshold` in a month has `rate`
   * withheld on the whole amount (Lei 15.270/2025); null before 2026. Not deducted here: shown as a note.
   */
  dividendWithholding: { monthlyThreshold: number; rate: number } | null;
  sources: TableSource[];
};
