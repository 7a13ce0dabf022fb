import { describe, expect, it } from 'vitest';
import { cltTakeHome } from './clt.ts';
import { employeeInss } from './inss.ts';
import { TABLES_2025 } from './tables-2025.ts';
import { TABLES_2026 } from './tables-2026.ts';

// Worked by hand against Portaria MPS/MF nº 13/2026 (INSS), Lei 15.191/2025's IRRF table and
// Lei 15.270/2025's reduction (docs/decisions/1701). INSS bands: 1.621,00 × 7,5% = 121,575 → 121,57;
// (2.902,84 − 1.621,00) × 9% = 115,3656 → 115,36; (4.354,27 − 2.902,84) × 12% = 174,1716 → 174,17 (the
// three full bands add up to 411,10); each band truncated to the centavo, as the portaria's own ceiling
// R$ 988,07 is: 411,10 + (8.475,55 − 4.354,27) × 14% = 576,9792 → 576,97.
const none = { meal: 0, health: 0, other: 0 };
const clt = (gross: number, dependents = 0, benefits = none) => cltTakeHome({ gross, dependents, benefits }, TABLES_2026);

describe('INSS of the employee', () => {
  it('reaches the ceilings the portarias publish', () => {
    expect(employeeInss(8475.55, TABLES_2026)).toBe(988.07);
    expect(employeeInss(30_000, TABLES_2026)).toBe(988.07);
    // 2025: 1.518 × 7,5% = 113,85; 1.275,88 × 9% = 114,8292 → 114,82; 1.396,95 × 12% = 167,634 → 167,63;
    // 3.966,58 × 14% = 555,3212 → 555,32; 113,85 + 114,82 + 167,63 + 555,32 = 951,62.
    expect(employeeInss(8157.41, TABLES_2025)).toBe(951.62);
  });
});

describe('CLT take-home, 2026', () => {
  it('R$ 1.621,00 (one minimum wage)', () => {
    // INSS 121,57. IRRF: 607,20 (simplified) > 121,57 → base 1.013,80 ≤ 2.428,80 → exempt. Net 1.499,43.
    // Férias: 1.621 + 540,33 = 2.161,33; INSS 121,57 + 540,33 × 9% (48,6297 → 48,62) = 170,19; base
    // 1.554,13 → exempt; net 1.991,14. 13º = the month: 1.499,43.
    // Extras: (1.499,43 + 1.991,14 − 1.499,43) / 12 = 165,928 → 165,93. Take-home 1.499,43 + 165,93 = 1.665,36.
    // FGTS: 8% × (12 × 1.621 + 1.621 + 540,33 = 21.613,33) / 12 = 144,0889 → 144,09.
    const r = clt(1621);
    expect(r.month).toMatchObject({ inss: 121.57, net: 1499.43 });
    expect(r.month.irrf).toMatchObject({ deductionKind: 'simplified', base: 1013.8, tax: 0 });
    expect(r.vacationMonth).toMatchObject({ gross: 2161.33, inss: 170.19, net: 1991.14 });
    expect(r.thirteenth.net).toBe(1499.43);
    expect(r.extrasPerMonth).toBe(165.93);
    expect(r.takeHome).toBe(1665.36);
    expect(r.fgtsPerMonth).toBe(144.09);
  });

  it('R$ 3.000,00', () => {
    // INSS 121,57 + 115,36 + 97,16 × 12% (11,6592 → 11,65) = 248,58. IRRF: base 3.000 − 607,20 = 2.392,80 → exempt.
    // Net 2.751,42. Férias 4.000: INSS 121,57 + 115,36 + 1.097,16 × 12% (131,6592 → 131,65) = 368,58; base
    // 4.000 − 607,20 = 3.392,80 → 15%: 508,92 − 394,16 = 114,76; income ≤ 5.000 → reduced by 114,76 → 0;
    // net 3.631,42. Extras 3.631,42 / 12 = 302,6183 → 302,62. Take-home 2.751,42 + 302,62 = 3.054,04.
    const r = clt(3000);
    expect(r.month).toMatchObject({ inss: 248.58, net: 2751.42 });
    expect(r.vacationMonth.irrf).toMatchObject({ base: 3392.8, tableTax: 114.76, reduction: 114.76, tax: 0 });
    expect(r.vacationMonth.net).toBe(3631.42);
    expect(r.extrasPerMonth).toBe(302.62);
    expect(r.takeHome).toBe(3054.04);
  });

  it('R$ 5.000,00: the table says 312,89 and the reduction takes it to zero', () => {
    // INSS 411,10 + 645,73 × 14% (90,4022 → 90,40) = 501,50. IRRF: 607,20 > 501,50 → base 4.392,80 → 22,5%:
    // 988,38 − 675,49 = 312,89; income ≤ 5.000 → reduction 312,89 → 0. Net 4.498,50.
    // Férias 6.666,67: INSS 411,10 + 2.312,40 × 14% (323,736 → 323,73) = 734,83; base 6.666,67 − 734,83 =
    // 5.931,84 → 27,5%: 1.631,256 − 908,73 = 722,53; reduction 978,62 − 0,133145 × 6.666,67 (887,6338) = 90,99;
    // IRRF 631,54; net 5.300,30. 13º as the month: 4.498,50. Extras 5.300,30 / 12 = 441,69. Take-home 4.940,19.
    const r = clt(5000);
    expect(r.month.inss).toBe(501.5);
    expect(r.month.irrf).toMatchObject({ deductionKind: 'simplified', base: 4392.8, tableTax: 312.89, reduction: 312.89, tax: 0 });
    expect(r.vacationMonth.irrf).toMatchObject({ deductionKind: 'legal', base: 5931.84, tableTax: 722.53, reduction: 90.99, tax: 631.54 });
    expect(r.vacationMonth.net).toBe(5300.3);
    expect(r.thirteenth.irrf.tax).toBe(0);
    expect(r.extrasPerMonth).toBe(441.69);
    expect(r.takeHome).toBe(4940.19);
  });

  it('R$ 6.000,00: partial reduction', () => {
    // INSS 411,10 + 1.645,73 × 14% (230,4022 → 230,40) = 641,50. IRRF: 641,50 > 607,20 → base 5.358,50 → 27,5%:
    // 1.473,5875 − 908,73 = 564,86; reduction 978,62 − 0,133145 × 6.000 (798,87) = 179,75; IRRF 385,11. Net 4.973,39.
    // Férias 8.000: INSS 411,10 + 3.645,73 × 14% (510,4022 → 510,40) = 921,50; base 7.078,50 → 1.946,5875 − 908,73 =
    // 1.037,86; 8.000 > 7.350 → no reduction; net 6.040,64. 13º: reduction applies too (art. 3º-A, § 3º): 4.973,39.
    // Extras 6.040,64 / 12 = 503,3867 → 503,39. Take-home 5.476,78.
    const r = clt(6000);
    expect(r.month.irrf).toMatchObject({ deductionKind: 'legal', base: 5358.5, tableTax: 564.86, reduction: 179.75, tax: 385.11 });
    expect(r.month.net).toBe(4973.39);
    expect(r.vacationMonth.irrf).toMatchObject({ tableTax: 1037.86, reduction: 0, tax: 1037.86 });
    expect(r.thirteenth.irrf.reduction).toBe(179.75);
    expect(r.extrasPerMonth).toBe(503.39);
    expect(r.takeHome).toBe(5476.78);
  });

  it('R$ 7.350,00: where the reduction ends', () => {
    // INSS 411,10 + 2.995,73 × 14% (419,4022 → 419,40) = 830,50. Base 6.519,50 → 1.792,8625 − 908,73 = 884,13;
    // reduction 978,62 − 0,133145 × 7.350 (978,61575) = 0,00425 → 0,00. Net 5.635,37.
    // Férias 9.800 (above the ceiling): INSS 988,07; base 8.811,93 → 2.423,28075 − 908,73 = 1.514,55; net 7.297,38.
    // Extras 7.297,38 / 12 = 608,115 → 608,12. Take-home 6.243,49.
    const r = clt(7350);
    expect(r.month).toMatchObject({ inss: 830.5, net: 5635.37 });
    expect(r.month.irrf).toMatchObject({ tableTax: 884.13, reduction: 0 });
    expect(r.vacationMonth).toMatchObject({ inss: 988.07, net: 7297.38 });
    expect(r.takeHome).toBe(6243.49);
  });

  it('R$ 10.000,00: INSS at the ceiling, no reduction', () => {
    // INSS 988,07. Base 9.011,93 → 2.478,28075 − 908,73 = 1.569,55. Net 7.442,38.
    // Férias 13.333,33: base 12.345,26 → 3.394,9465 − 908,73 = 2.486,22; net 9.859,04. Extras 821,5867 → 821,59.
    // Take-home 8.263,97. FGTS 8% × 133.333,33 / 12 = 888,89.
    const r = clt(10_000);
    expect(r.month).toMatchObject({ inss: 988.07, net: 7442.38 });
    expect(r.month.irrf.tax).toBe(1569.55);
    expect(r.vacationMonth.net).toBe(9859.04);
    expect(r.takeHome).toBe(8263.97);
    expect(r.fgtsPerMonth).toBe(888.89);
  });

  it('R$ 20.000,00', () => {
    // Base 19.011,93 → 5.228,28075 − 908,73 = 4.319,55; net 14.692,38. Férias 26.666,67: base 25.678,60 →
    // 7.061,615 − 908,73 = 6.152,885 → 6.152,89; net 19.525,71. Extras 1.627,1425 → 1.627,14. Take-home 16.319,52.
    const r = clt(20_000);
    expect(r.month.net).toBe(14692.38);
    expect(r.vacationMonth.irrf.tax).toBe(6152.89);
    expect(r.extrasPerMonth).toBe(1627.14);
    expect(r.takeHome).toBe(16319.52);
  });

  it('R$ 6.000,00 with two dependants and benefits', () => {
    // Legal deductions 641,50 + 2 × 189,59 = 1.020,68 → base 4.979,32 → 27,5%: 1.369,313 − 908,73 = 460,58;
    // reduction 179,75 → IRRF 280,83; net 5.077,67. Férias 8.000: 921,50 + 379,18 = 1.300,68 → base 6.699,32 →
    // 1.842,313 − 908,73 = 933,58; net 6.144,92. Extras 6.144,92 / 12 = 512,0767 → 512,08.
    // Benefits 800 + 300 + 0 = 1.100. Take-home 5.077,67 + 512,08 + 1.100 = 6.689,75.
    const r = clt(6000, 2, { meal: 800, health: 300, other: 0 });
    expect(r.month.irrf).toMatchObject({ deduction: 1020.68, tax: 280.83 });
    expect(r.vacationMonth.net).toBe(6144.92);
    expect(r.benefits).toBe(1100);
    expect(r.takeHome).toBe(6689.75);
  });

  it('2025 has no reduction: R$ 5.000,00 pays the table', () => {
    // 2025 INSS: 113,85 + 114,82 + 167,63 + (5.000 − 4.190,83) × 14% (113,2838 → 113,28) = 509,58.
    // IRRF: 607,20 > 509,58 → base 4.392,80 → 312,89, no reduction. Net 5.000 − 509,58 − 312,89 = 4.177,53.
    const r = cltTakeHome({ gross: 5000, dependents: 0, benefits: none }, TABLES_2025);
    expect(r.month.inss).toBe(509.58);
    expect(r.month.irrf).toMatchObject({ tableTax: 312.89, reduction: 0, tax: 312.89 });
    expect(r.month.net).toBe(4177.53);
  });
});
