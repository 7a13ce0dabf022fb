import { proLaboreInss } from './inss.ts';
import { incomeTax, type IrrfDetail } from './irrf.ts';
import { ceilCents, roundCents } from './money.ts';
import type { SimplesAnnex, SimplesBand, TakeHomeTables } from './types.ts';

/**
 * How the pró-labore is set: 'fator-r' pays the least that reaches Fator R (28% of the revenue, at
 * least one minimum wage), so the company is taxed in Anexo III; 'minimo' pays one minimum wage
 * (Anexo V unless that already reaches 28%).
 */
export const PRO_LABORE_MODES = ['fator-r', 'minimo'] as const;
export type ProLaboreMode = (typeof PRO_LABORE_MODES)[number];

/** Default accountant's fee a month (the brief's figure; the user changes it). */
export const DEFAULT_ACCOUNTANT_COST = 300;

export type PjInput = { revenue: number; dependents: number; accountant: number; proLaboreMode: ProLaboreMode };

export type DasDetail = {
  annex: SimplesAnnex;
  /** Receita bruta of 12 months: 12 × the monthly revenue (a steady year). */
  rbt12: number;
  nominalRate: number;
  bandDeduction: number;
  /** (RBT12 × nominal − deduction) / RBT12. */
  effectiveRate: number;
  das: number;
};

export type PjResult = {
  revenue: number;
  proLabore: number;
  /** Pró-labore × 12 / RBT12. */
  fatorR: number;
  /** Null when the revenue is above the Simples Nacional's limit (R$ 4.800.000,00 in 12 months). */
  das: DasDetail | null;
  proLaboreInss: number;
  proLaboreIrrf: IrrfDetail;
  accountant: number;
  /** What the company pays out as profit (exempt up to the year's threshold): revenue − DAS − pró-labore − accountant. */
  profit: number;
  /** Profit above Lei 15.270/2025's monthly threshold, whose 10% withholding is not deducted (shown as a note). */
  profitAboveWithholdingThreshold: boolean;
  /** revenue − DAS − INSS and IRRF of the pró-labore − accountant. */
  takeHome: number;
};

/** The band of an annex for an RBT12, or null above the last (outside the Simples Nacional). */
function simplesBand(bands: SimplesBand[], rbt12: number): SimplesBand | null {
  return bands.find((b) => rbt12 <= b.upTo) ?? null;
}

/** DAS of a month whose RBT12 is 12 × its revenue (LC 123/2006, art. 18, § 1º-A). */
export function simplesDas(revenue: number, annex: SimplesAnnex, tables: TakeHomeTables): DasDetail | null {
  const rbt12 = roundCents(revenue * 12);
  const band = simplesBand(tables.simples.annexes[annex], rbt12);
  if (!band) return null;
  const effectiveRate = rbt12 > 0 ? (rbt12 * band.rate - band.deduction) / rbt12 : band.rate;
  return { annex, rbt12, nominalRate: band.rate, bandDeduction: band.deduction, effectiveRate, das: roundCents(revenue * effectiveRate) };
}

export function proLaboreFor(revenue: number, mode: ProLaboreMode, tables: TakeHomeTables): number {
  const wanted = mode === 'fator-r' ? Math.max(tables.minimumWage, ceilCents(revenue * tables.simples.fatorR)) : tables.minimumWage;
  // A company cannot pay more pró-labore than it bills.
  return Math.min(wanted, revenue);
}

/** PJ take-home a month in the Simples Nacional (docs/decisions/1701). */
export function pjTakeHome({ revenue, dependents, accountant, proLaboreMode }: PjInput, tables: TakeHomeTables): PjResult {
  const proLabore = proLaboreFor(revenue, proLaboreMode, tables);
  const fatorR = revenue > 0 ? proLabore / revenue : 0;
  const annex: SimplesAnnex = fatorR >= tables.simples.fatorR ? 'III' : 'V';
  const das = simplesDas(revenue, annex, tables);
  const inss = proLaboreInss(proLabore, tables);
  const irrf = incomeTax({ income: proLabore, inss, dependents }, tables);
  const dasAmount = das?.das ?? 0;
  const profit = roundCents(revenue - dasAmount - proLabore - accountant);
  const threshold = tables.dividendWithholding?.monthlyThreshold;
  return {
    revenue,
    proLabore,
    fatorR,
    das,
    proLaboreInss: inss,
    proLaboreIrrf: irrf,
    accountant,
    profit,
    profitAboveWithholdingThreshold: threshold !== undefined && profit > threshold,
    takeHome: roundCents(revenue - dasAmount - inss - irrf.tax - accountant),
  };
}
