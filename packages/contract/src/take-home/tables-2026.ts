import { SIMPLES_SINCE_2018 } from './simples-since-2018.ts';
import type { TakeHomeTables } from './types.ts';

/**
 * 2026 (docs/decisions/1701 says which of these values could be checked here, and against what).
 */
export const TABLES_2026: TakeHomeTables = {
  year: 2026,
  // Decreto nº 12.797, de 23/12/2025 (DOU 24/12/2025): R$ 1.621,00 from 1/1/2026.
  minimumWage: 1621,
  inss: {
    // Portaria Interministerial MPS/MF nº 13, de 9/1/2026, art. 6º (empregado, doméstico, avulso),
    // from the competência janeiro/2026; progressive by band (EC 103/2019, art. 28).
    employeeBands: [
      { upTo: 1621.0, rate: 0.075 },
      { upTo: 2902.84, rate: 0.09 },
      { upTo: 4354.27, rate: 0.12 },
      { upTo: 8475.55, rate: 0.14 }, // teto: the same portaria, art. 2º
    ],
    // Lei 8.212/1991, art. 21 (11% for the contribuinte individual paid by a company) and Lei 10.666/2003,
    // art. 4º (the company withholds it); the same portaria's ceiling.
    proLaboreRate: 0.11,
  },
  irrf: {
    // Lei 11.482/2007, art. 1º, as written by Lei 15.191, de 11/8/2025 (ex-MP 1.294, de 11/4/2025), in force from
    // May 2025 and unchanged for 2026 (Lei 15.270/2025 reduces the tax instead of changing the table).
    brackets: [
      { upTo: 2428.8, rate: 0, deduction: 0 },
      { upTo: 2826.65, rate: 0.075, deduction: 182.16 },
      { upTo: 3751.05, rate: 0.15, deduction: 394.16 },
      { upTo: 4664.68, rate: 0.225, deduction: 675.49 },
      { upTo: null, rate: 0.275, deduction: 908.73 },
    ],
    // Lei 9.250/1995, art. 4º, III, as written by Lei 13.149/2015: R$ 189,59 a dependant a month.
    dependentDeduction: 189.59,
    // Lei 9.250/1995, art. 4º, § 2º (desconto simplificado mensal, 25% of the exempt band), Lei 15.191/2025: R$ 607,20.
    simplifiedDeduction: 607.2,
    // Lei 15.270, de 26/11/2025, adding art. 3º-A to Lei 9.250/1995, from January 2026.
    reduction: { fullUpTo: 5000, fullMax: 312.89, partialUpTo: 7350, partialConstant: 978.62, partialRate: 0.133145 },
    // Lei 9.250/1995, art. 3º-A, § 3º (as Lei 15.270/2025 writes it, read in third-party sources; decision 1701).
    reductionOnThirteenth: true,
  },
  // Lei 8.036/1990, art. 15: 8% of the remuneration, 13º and férias + 1/3 included.
  fgtsRate: 0.08,
  simples: SIMPLES_SINCE_2018,
  // Lei 15.270/2025 (Lei 9.250/1995, art. 6º-A): 10% withheld on profit above R$ 50.000,00 a month from one company.
  dividendWithholding: { monthlyThreshold: 50_000, rate: 0.1 },
  sources: [
    { topic: 'INSS do empregado e teto', act: 'Portaria Interministerial MPS/MF nº 13, de 9/1/2026' },
    { topic: 'INSS do pró-labore (11%)', act: 'Lei nº 8.212/1991, art. 21, e Lei nº 10.666/2003, art. 4º' },
    { topic: 'Tabela mensal do IRRF', act: 'Lei nº 11.482/2007, com a redação da Lei nº 15.191/2025' },
    { topic: 'Dedução por dependente e desconto simplificado', act: 'Lei nº 9.250/1995, art. 4º' },
    { topic: 'Redução do IRRF até R$ 7.350,00', act: 'Lei nº 15.270/2025 (art. 3º-A da Lei nº 9.250/1995)' },
    { topic: 'Salário mínimo', act: 'Decreto nº 12.797/2025' },
    { topic: 'FGTS (8%)', act: 'Lei nº 8.036/1990, art. 15' },
    { topic: 'Simples Nacional, Anexos III e V, Fator R', act: 'Lei Complementar nº 123/2006, com a redação da LC nº 155/2016' },
  ],
};
