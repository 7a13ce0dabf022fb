import { describe, expect, it } from 'vitest';
import { cltTakeHome } from './clt.ts';
import { cltGrossMatchingPj, pjRevenueMatchingClt } from './equivalence.ts';
import { pjTakeHome, type ProLaboreMode } from './pj.ts';
import { takeHomeTablesFor } from './tables.ts';
import { TABLES_2026 } from './tables-2026.ts';

const none = { meal: 0, health: 0, other: 0 };
const pjOptions = (proLaboreMode: ProLaboreMode = 'fator-r') => ({ dependents: 0, accountant: 300, proLaboreMode });

describe('CLT × PJ equivalence', () => {
  it('a CLT offer of R$ 10.000,00 equals PJ revenue of R$ 9.419,23 (Fator R), to the centavo', () => {
    // CLT take-home 8.263,97 (clt.test.ts). PJ below R$ 15.000 a month with Fator R: R − 6% R − 11% × 28% R − 300
    // = 0,9092 R − 300 = 8.263,97 → R ≈ 9.419,24; with the centavos: at 9.419,23 the pró-labore is 2.637,39
    // (ceil of 2.637,3844), INSS 290,11, DAS 565,15, IRRF 0 → 9.419,23 − 565,15 − 290,11 − 300 = 8.263,97 (reached);
    // at 9.419,22 the DAS is still 565,15 and the take-home 8.263,96 (short).
    const revenue = pjRevenueMatchingClt({ gross: 10_000, dependents: 0, benefits: none }, pjOptions(), TABLES_2026);
    expect(revenue).toBe(9419.23);
    expect(pjTakeHome({ ...pjOptions(), revenue: 9419.23 }, TABLES_2026).takeHome).toBe(8263.97);
    expect(pjTakeHome({ ...pjOptions(), revenue: 9419.22 }, TABLES_2026).takeHome).toBe(8263.96);
    // And back: the CLT gross that leaves 8.263,97 is R$ 10.000,00.
    expect(cltGrossMatchingPj({ ...pjOptions(), revenue: 9419.23 }, { dependents: 0, benefits: none }, TABLES_2026)).toBe(10_000);
  });

  it('benefits raise the PJ revenue a CLT offer is worth', () => {
    const plain = pjRevenueMatchingClt({ gross: 6000, dependents: 0, benefits: none }, pjOptions(), TABLES_2026)!;
    const withBenefits = pjRevenueMatchingClt({ gross: 6000, dependents: 0, benefits: { meal: 800, health: 0, other: 0 } }, pjOptions(), TABLES_2026)!;
    expect(withBenefits).toBeGreaterThan(plain + 800);
  });

  it.each([
    [1621, 'fator-r'],
    [3000, 'fator-r'],
    [5000, 'minimo'],
    [7350, 'fator-r'],
    [20_000, 'minimo'],
    [20_000, 'fator-r'],
  ] as const)('round-trips CLT R$ %d → PJ → CLT within a few centavos (%s)', (gross, mode) => {
    const revenue = pjRevenueMatchingClt({ gross, dependents: 1, benefits: none }, { ...pjOptions(mode), dependents: 1 }, TABLES_2026)!;
    const cltTarget = cltTakeHome({ gross, dependents: 1, benefits: none }, TABLES_2026).takeHome;
    // The least revenue reaching the CLT take-home: one centavo less falls short.
    expect(pjTakeHome({ ...pjOptions(mode), dependents: 1, revenue }, TABLES_2026).takeHome).toBeGreaterThanOrEqual(cltTarget);
    expect(pjTakeHome({ ...pjOptions(mode), dependents: 1, revenue: revenue - 0.01 }, TABLES_2026).takeHome).toBeLessThan(cltTarget);
    const back = cltGrossMatchingPj({ ...pjOptions(mode), dependents: 1, revenue }, { dependents: 1, benefits: none }, TABLES_2026)!;
    expect(Math.abs(back - gross)).toBeLessThanOrEqual(0.05);
  });

  it('has no PJ equivalent above the Simples Nacional', () => {
    expect(pjRevenueMatchingClt({ gross: 1_000_000, dependents: 0, benefits: none }, pjOptions(), TABLES_2026)).toBeNull();
  });
});

describe('tables by year', () => {
  it('picks the year, or the latest before it', () => {
    expect(takeHomeTablesFor(2026)).toMatchObject({ tables: { year: 2026 }, exact: true });
    expect(takeHomeTablesFor(2025)).toMatchObject({ tables: { year: 2025 }, exact: true });
    expect(takeHomeTablesFor(2027)).toMatchObject({ tables: { year: 2026 }, exact: false });
    expect(takeHomeTablesFor(2020)).toMatchObject({ tables: { year: 2025 }, exact: false });
  });
});
