import { describe, expect, it } from 'vitest';
import { countFromCombos, type Combos } from './job-facets.ts';

/** Builds the packed table from readable rows: [state, city, job_type, work_model, seniority, n, affirmative?]. */
function combos(rows: [string | null, string | null, string, string, string, number, boolean?][]): Combos {
  const dict: string[] = [];
  const id = (v: string | null) => (v === null ? -1 : dict.includes(v) ? dict.indexOf(v) : dict.push(v) - 1);
  const key = (c: string | null) =>
    c === null
      ? null
      : c
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
  return {
    dict,
    rows: Int32Array.from(rows.flatMap(([s, c, t, m, sen, n, pcd]) => [id(s), id(c), id(key(c)), id(t), id(m), id(sen), pcd ? id('true') : -1, n])),
    memo: new Map(),
    capped: false,
    matches: rows.reduce((sum, r) => sum + r[5], 0),
  };
}

const table = combos([
  ['SP', 'São Paulo', 'CLT', 'remoto', 'Pleno', 10],
  ['SP', 'Sao Paulo', 'PJ', 'remoto', 'Sênior', 2, true],
  ['SP', 'Campinas', 'CLT', 'híbrido', 'Pleno', 5],
  ['RJ', 'Rio de Janeiro', 'CLT', 'presencial', 'Júnior', 7],
  [null, null, 'PJ', 'remoto', 'Pleno', 1],
]);

describe('countFromCombos', () => {
  it('totals everything and lists every value without filters', () => {
    const c = countFromCombos(table, {});
    expect(c.total).toBe(25);
    expect(c.filters.states).toEqual([
      { value: 'SP', count: 17 },
      { value: 'RJ', count: 7 },
    ]);
    expect(c.filters.cities).toEqual([
      { value: 'São Paulo', count: 12 },
      { value: 'Rio de Janeiro', count: 7 },
      { value: 'Campinas', count: 5 },
    ]);
    expect(c.filters.work_models).toEqual([
      { value: 'remoto', count: 13 },
      { value: 'presencial', count: 7 },
      { value: 'híbrido', count: 5 },
    ]);
  });

  it('answers any filter mix from the same table; a facet ignores its own filter', () => {
    const c = countFromCombos(table, { state: 'SP', job_type: 'CLT' });
    expect(c.total).toBe(15);
    expect(c.filters.states).toEqual([
      { value: 'SP', count: 15 },
      { value: 'RJ', count: 7 },
    ]);
    expect(c.filters.job_types).toEqual([
      { value: 'CLT', count: 15 },
      { value: 'PJ', count: 2 },
    ]);
    expect(c.filters.cities).toEqual([
      { value: 'São Paulo', count: 10 },
      { value: 'Campinas', count: 5 },
    ]);
    expect(c.filters.seniorities).toEqual([{ value: 'Pleno', count: 15 }]);
  });

  it('matches the city ignoring accents and case, and counts nothing for unknown values', () => {
    expect(countFromCombos(table, { city: 'SAO PAULO' }).total).toBe(12);
    expect(countFromCombos(table, { city: 'são paulo', job_type: 'PJ' }).filters.cities).toEqual([{ value: 'Sao Paulo', count: 2 }]);
    const none = countFromCombos(table, { state: 'AC' });
    expect(none.total).toBe(0);
    expect(none.filters.states).toEqual([
      { value: 'SP', count: 17 },
      { value: 'RJ', count: 7 },
    ]);
    expect(none.filters.cities).toEqual([]);
  });

  it('filters and counts affirmative (PcD) jobs like a facet that ignores its own filter', () => {
    expect(countFromCombos(table, {}).filters.affirmative).toBe(2);
    expect(countFromCombos(table, { state: 'RJ' }).filters.affirmative).toBe(0);
    const pcd = countFromCombos(table, { affirmative: true });
    expect(pcd.total).toBe(2);
    expect(pcd.filters.affirmative).toBe(2);
    expect(pcd.filters.states).toEqual([{ value: 'SP', count: 2 }]);
    expect(pcd.filters.cities).toEqual([{ value: 'Sao Paulo', count: 2 }]);
    // The memo tells the flag apart: the same filters without it count everything again.
    expect(countFromCombos(table, { affirmative: false }).total).toBe(25);
  });

  it('gives a capped table (a sample of the matches) its options without counts, every fixed value offered (1801)', () => {
    const c = countFromCombos({ ...table, memo: new Map(), capped: true }, { state: 'SP' });
    // The sampled values first, in the sample's order, then the rest of each fixed list.
    expect(c.filters.states.slice(0, 3)).toEqual([
      { value: 'SP', count: -1 },
      { value: 'RJ', count: -1 },
      { value: 'AC', count: -1 },
    ]);
    expect(c.filters.states).toHaveLength(27);
    expect(c.filters.cities).toEqual([
      { value: 'São Paulo', count: -1 },
      { value: 'Campinas', count: -1 },
    ]);
    expect(c.filters.job_types.map((o) => o.value)).toEqual(['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário']);
    expect(c.filters.work_models.every((o) => o.count === -1)).toBe(true);
    expect(c.filters.seniorities.map((o) => o.value)).toEqual(['Pleno', 'Sênior', 'Estágio', 'Júnior', 'Especialista']);
    expect(c.filters.affirmative).toBe(-1);
  });
});
