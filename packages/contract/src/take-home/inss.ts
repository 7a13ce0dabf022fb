import { roundCents, truncCents } from './money.ts';
import type { TakeHomeTables } from './types.ts';

/**
 * The employee's INSS: each band's rate on the part of the pay inside it, up to the ceiling; each
 * band's share truncated to the centavo, which is how Portaria MPS/MF nº 13/2026 reaches its
 * published maximum of R$ 988,07 (rounding the sum would give R$ 988,09; docs/decisions/1701).
 */
export function employeeInss(gross: number, tables: TakeHomeTables): number {
  let total = 0;
  let lower = 0;
  for (const band of tables.inss.employeeBands) {
    if (gross <= lower) break;
    total += truncCents((Math.min(gross, band.upTo) - lower) * band.rate);
    lower = band.upTo;
  }
  return roundCents(total);
}

/** The ceiling: the last band's upper limit. */
export const inssCeiling = (tables: TakeHomeTables): number => tables.inss.employeeBands.at(-1)!.upTo;

/** 11% of the pró-labore, up to the ceiling (contribuinte individual paid by a company). */
export const proLaboreInss = (proLabore: number, tables: TakeHomeTables): number => roundCents(Math.min(proLabore, inssCeiling(tables)) * tables.inss.proLaboreRate);
