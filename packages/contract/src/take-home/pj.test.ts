import { describe, expect, it } from 'vitest';
import { pjTakeHome, simplesDas } from './pj.ts';
import { TABLES_2026 } from './tables-2026.ts';

// Worked by hand against LC 123/2006's Anexos III and V (LC 155/2016), Portaria MPS/MF nº 13/2026 (11% of the
// pró-labore up to R$ 8.475,55) and the IRRF table with Lei 15.270/2025's reduction (docs/decisions/1701).
const pj = (revenue: number, proLaboreMode: 'fator-r' | 'minimo', accountant = 300, dependents = 0) => pjTakeHome({ revenue, dependents, accountant, proLaboreMode }, TABLES_2026);

describe('PJ take-home in the Simples Nacional, 2026', () => {
  it('R$ 10.000,00 with Fator R: Anexo III', () => {
    // Pró-labore 28% × 10.000 = 2.800 → Fator R 28% → Anexo III. RBT12 120.000 ≤ 180.000: 6%, nothing to deduct,
    // effective 6% → DAS 600. INSS 11% × 2.800 = 308. IRRF: 607,20 > 308 → base 2.192,80 → exempt.
    // Take-home 10.000 − 600 − 308 − 0 − 300 = 8.792.
    const r = pj(10_000, 'fator-r');
    expect(r).toMatchObject({ proLabore: 2800, fatorR: 0.28, proLaboreInss: 308, profit: 6300, takeHome: 8792 });
    expect(r.das).toMatchObject({ annex: 'III', rbt12: 120_000, nominalRate: 0.06, effectiveRate: 0.06, das: 600 });
    expect(r.proLaboreIrrf.tax).toBe(0);
  });

  it('R$ 10.000,00 with one minimum wage: Anexo V', () => {
    // Pró-labore 1.621 → Fator R 16,21% < 28% → Anexo V: 15,5% → DAS 1.550. INSS 1.621 × 11% = 178,31. IRRF exempt
    // (base 1.013,80). Take-home 10.000 − 1.550 − 178,31 − 300 = 7.971,69.
    const r = pj(10_000, 'minimo');
    expect(r.das).toMatchObject({ annex: 'V', nominalRate: 0.155, das: 1550 });
    expect(r).toMatchObject({ proLabore: 1621, proLaboreInss: 178.31, takeHome: 7971.69 });
  });

  it('R$ 20.000,00 with Fator R: Anexo III, second band', () => {
    // RBT12 240.000 → 11,2% − 9.360: (26.880 − 9.360) / 240.000 = 7,3% → DAS 1.460. Pró-labore 5.600; INSS 616.
    // IRRF: 616 > 607,20 → base 4.984 → 27,5%: 1.370,60 − 908,73 = 461,87; reduction 978,62 − 0,133145 × 5.600
    // (745,612) = 233,01 → 228,86. Take-home 20.000 − 1.460 − 616 − 228,86 − 300 = 17.395,14.
    const r = pj(20_000, 'fator-r');
    expect(r.das).toMatchObject({ annex: 'III', nominalRate: 0.112, bandDeduction: 9360, das: 1460 });
    expect(r.das!.effectiveRate).toBeCloseTo(0.073, 10);
    expect(r.proLaboreIrrf).toMatchObject({ base: 4984, tableTax: 461.87, reduction: 233.01, tax: 228.86 });
    expect(r.takeHome).toBe(17395.14);
  });

  it('R$ 20.000,00 with one minimum wage: Anexo V, second band', () => {
    // RBT12 240.000 → 18% − 4.500: (43.200 − 4.500) / 240.000 = 16,125% → DAS 3.225. INSS 178,31, IRRF 0.
    // Take-home 20.000 − 3.225 − 178,31 − 300 = 16.296,69.
    const r = pj(20_000, 'minimo');
    expect(r.das).toMatchObject({ annex: 'V', das: 3225 });
    expect(r.das!.effectiveRate).toBeCloseTo(0.16125, 10);
    expect(r.takeHome).toBe(16296.69);
  });

  it('a small revenue reaches Fator R with the minimum wage alone', () => {
    // 5.000: 1.621 / 5.000 = 32,42% ≥ 28% → Anexo III even when the user picks the minimum wage.
    expect(pj(5000, 'minimo').das?.annex).toBe('III');
    // Fator R's pró-labore never goes below the minimum wage: 28% × 5.000 = 1.400 < 1.621.
    expect(pj(5000, 'fator-r').proLabore).toBe(1621);
  });

  it('rounds the Fator R pró-labore up, so it never falls short of 28%', () => {
    // 28% × 10.000,01 = 2.800,0028 → 2.800,01.
    expect(pj(10_000.01, 'fator-r')).toMatchObject({ proLabore: 2800.01, das: { annex: 'III' } });
  });

  it('is outside the Simples above R$ 4.800.000,00 in 12 months, and notes profit above R$ 50.000,00 a month', () => {
    expect(simplesDas(400_000.01, 'III', TABLES_2026)).toBeNull();
    expect(pj(400_000.01, 'fator-r').das).toBeNull();
    // 100.000 a month: RBT12 1.200.000 → III 16% − 35.640 → DAS 16.000 − 2.970 = 13.030; pró-labore 28.000;
    // profit 100.000 − 13.030 − 28.000 − 300 = 58.670 > 50.000.
    const big = pj(100_000, 'fator-r');
    expect(big.das?.das).toBe(13_030);
    expect(big.profit).toBe(58_670);
    expect(big.profitAboveWithholdingThreshold).toBe(true);
    expect(pj(20_000, 'fator-r').profitAboveWithholdingThreshold).toBe(false);
  });
});
