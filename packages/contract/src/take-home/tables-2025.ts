import type { TakeHomeTables } from './types.ts';
import { SIMPLES_SINCE_2018 } from './simples-since-2018.ts';

/**
 * 2025, kept so a year can be compared and the table is picked by year (docs/decisions/1701).
 * The IRRF table is the one in force from May 2025, the year's last.
 */
export const TABLES_2025: TakeHomeTables = {
  year: 2025,
  // Decreto nº 12.342, de 30/12/2024: R$ 1.518,00 from 1/1/2025.
  minimumWage: 1518,
  inss: {
    // Portaria Interministerial MPS/MF nº 6, de 10/1/2025 (piso R$ 1.518,00, teto R$ 8.157,41).
    employeeBands: [
      { upTo: 1518.0, rate: 0.075 },
      { upTo: 2793.88, rate: 0.09 },
      { upTo: 4190.83, rate: 0.12 },
      { upTo: 8157.41, rate: 0.14 },
    ],
    // Lei 8.212/1991, art. 21; Lei 10.666/2003, art. 4º.
    proLaboreRate: 0.11,
  },
  irrf: {
    // MP 1.294, de 11/4/2025, converted into Lei 15.191, de 11/8/2025: from May 2025 (January–April used an exempt
    // band up to R$ 2.259,20, not modelled: a year has one table here).
    brackets: [
      { upTo: 2428.8, rate: 0, deduction: 0 },
      { upTo: 2826.65, rate: 0.075, deduction: 182.16 },
      { upTo: 3751.05, rate: 0.15, deduction: 394.16 },
      { upTo: 4664.68, rate: 0.225, deduction: 675.49 },
      { upTo: null, rate: 0.275, deduction: 908.73 },
    ],
    dependentDeduction: 189.59, // Lei 9.250/1995, art. 4º, III (Lei 13.149/2015)
    simplifiedDeduction: 607.2, // Lei 15.191/2025 (25% of R$ 2.428,80)
    reduction: null, // Lei 15.270/2025 starts in January 2026
    reductionOnThirteenth: false,
  },
  fgtsRate: 0.08, // Lei 8.036/1990, art. 15
  // LC 123/2006 with LC 155/2016: unchanged since 2018.
  simples: SIMPLES_SINCE_2018,
  dividendWithholding: null,
  sources: [
    { topic: 'INSS do empregado e teto', act: 'Portaria Interministerial MPS/MF nº 6, de 10/1/2025' },
    { topic: 'INSS do pró-labore (11%)', act: 'Lei nº 8.212/1991, art. 21, e Lei nº 10.666/2003, art. 4º' },
    { topic: 'Tabela mensal do IRRF (a partir de maio)', act: 'Lei nº 15.191/2025 (MP nº 1.294/2025)' },
    { topic: 'Dedução por dependente e desconto simplificado', act: 'Lei nº 9.250/1995, art. 4º' },
    { topic: 'Salário mínimo', act: 'Decreto nº 12.342/2024' },
    { topic: 'FGTS (8%)', act: 'Lei nº 8.036/1990, art. 15' },
    { topic: 'Simples Nacional, Anexos III e V, Fator R', act: 'Lei Complementar nº 123/2006, com a redação da LC nº 155/2016' },
  ],
};
