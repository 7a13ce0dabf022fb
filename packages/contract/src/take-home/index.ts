// 'Quanto sobra por mês': CLT × PJ take-home from the year's official tables (issue 17 item 2; docs/decisions/1701).
export * from './types.ts';
export * from './tables.ts';
export * from './money.ts';
export * from './inss.ts';
export * from './irrf.ts';
export * from './clt.ts';
export * from './pj.ts';
export * from './equivalence.ts';
