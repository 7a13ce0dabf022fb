import type { TakeHomeTables } from './types.ts';

/**
 * Simples Nacional's Anexos III and V and Fator R, as Lei Complementar 155/2016 wrote them into LC 123/2006
 * (in force since 1/1/2018, unchanged since): shared by every year's tables. Its own module, read by name,
 * so the bundler can leave the tables out of chunks that never compute (docs/decisions/1701).
 */
export const SIMPLES_SINCE_2018: TakeHomeTables['simples'] = {
  annexes: {
    // Lei Complementar 123/2006, Anexo III, as written by LC 155/2016 (in force since 1/1/2018).
    III: [
      { upTo: 180_000, rate: 0.06, deduction: 0 },
      { upTo: 360_000, rate: 0.112, deduction: 9_360 },
      { upTo: 720_000, rate: 0.135, deduction: 17_640 },
      { upTo: 1_800_000, rate: 0.16, deduction: 35_640 },
      { upTo: 3_600_000, rate: 0.21, deduction: 125_640 },
      { upTo: 4_800_000, rate: 0.33, deduction: 648_000 },
    ],
    // Lei Complementar 123/2006, Anexo V, as written by LC 155/2016.
    V: [
      { upTo: 180_000, rate: 0.155, deduction: 0 },
      { upTo: 360_000, rate: 0.18, deduction: 4_500 },
      { upTo: 720_000, rate: 0.195, deduction: 9_900 },
      { upTo: 1_800_000, rate: 0.205, deduction: 17_100 },
      { upTo: 3_600_000, rate: 0.23, deduction: 62_100 },
      { upTo: 4_800_000, rate: 0.305, deduction: 540_000 },
    ],
  },
  // LC 123/2006, art. 18, §§ 5º-J and 5º-M (LC 155/2016): folha de salários of 12 months / RBT12 ≥ 28%.
  fatorR: 0.28,
};
