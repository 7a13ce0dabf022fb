import { JOB_SALARY_MAX } from '../jobs.ts';
import { cltTakeHome, type CltInput } from './clt.ts';
import { pjTakeHome, type PjInput } from './pj.ts';
import type { TakeHomeTables } from './types.ts';

/** Highest monthly PJ revenue inside the Simples Nacional: R$ 4.800.000,00 / 12. */
export const PJ_REVENUE_LIMIT = 400_000;

/**
 * The least amount, to the centavo, whose take-home reaches `target`, by bisection over centavos
 * (take-home grows with the amount; docs/decisions/1701). Null when even `limit` does not reach it.
 */
function leastAmountReaching(takeHome: (amount: number) => number, target: number, limit: number): number | null {
  let lo = 0;
  let hi = Math.round(limit * 100);
  if (takeHome(hi / 100) < target) return null;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (takeHome(mid / 100) >= target) hi = mid;
    else lo = mid + 1;
  }
  return lo / 100;
}

/** The monthly PJ revenue that leaves as much as a CLT offer (benefits included), or null above the Simples' limit. */
export function pjRevenueMatchingClt(clt: CltInput, pj: Omit<PjInput, 'revenue'>, tables: TakeHomeTables): number | null {
  const target = cltTakeHome(clt, tables).takeHome;
  return leastAmountReaching((revenue) => pjTakeHome({ ...pj, revenue }, tables).takeHome, target, PJ_REVENUE_LIMIT);
}

/** The CLT gross (with the user's benefits) that leaves as much as a PJ offer. */
export function cltGrossMatchingPj(pj: PjInput, clt: Omit<CltInput, 'gross'>, tables: TakeHomeTables): number | null {
  const target = pjTakeHome(pj, tables).takeHome;
  // Searched up to the highest salary a job may carry.
  return leastAmountReaching((gross) => cltTakeHome({ ...clt, gross }, tables).takeHome, target, JOB_SALARY_MAX);
}
