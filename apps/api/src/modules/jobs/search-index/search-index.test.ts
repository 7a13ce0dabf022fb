import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedRow } from './search-index.ts';
import { parseTsquery } from './tsquery-tree.ts';

const US = 1000;
const now = Date.UTC(2026, 10, 29) * US;
let xid = 100;
const row = (id: string, lexemes: string[], overrides: Partial<IndexedRow> = {}): IndexedRow => ({
  id,
  published: now - 60_000 * US,
  expires: null,
  state: 'SP',
  city: 'São Paulo',
  job_type: 'CLT',
  work_model: 'remoto',
  seniority: 'Pleno',
  affirmative: false,
  salary_cents: null,
  salary_period: 'month',
  xid: xid++,
  lexemes: lexemes.join('\u001f'),
  ...overrides,
});
const tree = (q: string) => parseTsquery(q)!;

describe('SearchIndex (decision 1822)', () => {
  it('keeps the newest by publication, then by id, as the database orders them', () => {
    const index = new SearchIndex();
    index.add(row('00000000-0000-0000-0000-00000000000a', ['dad'], { published: now - 5 * US }), 'sao paulo');
    index.add(row('00000000-0000-0000-0000-00000000000c', ['dad'], { published: now - 9 * US }), 'sao paulo');
    index.add(row('00000000-0000-0000-0000-00000000000b', ['dad'], { published: now - 5 * US }), 'sao paulo');
    index.add(row('00000000-0000-0000-0000-00000000000d', ['dad'], { published: now - 1 * US }), 'sao paulo');
    expect(index.select(tree("'dad'"), {}, 3, now).newest.map((id) => id.slice(-1))).toEqual(['d', 'b', 'a']);
  });

  it('counts what is published and not expired at the moment asked, and the minimum salary per month in cents', () => {
    const index = new SearchIndex();
    index.add(row('1', ['x'], { published: now + US }), null);
    index.add(row('2', ['x'], { expires: now }), null);
    index.add(row('3', ['x'], { salary_cents: 500_000, salary_period: 'month' }), null);
    index.add(row('4', ['x'], { salary_cents: 2_273, salary_period: 'hour' }), null);
    index.add(row('5', ['x'], { salary_cents: 2_272, salary_period: 'hour' }), null);
    index.add(row('6', ['x'], { salary_cents: 5_999_999, salary_period: 'year' }), null);
    index.add(row('7', ['x'], { salary_cents: 900_000, salary_period: 'month', published: now - 120_000 * US }), null);
    expect(index.select(tree("'x'"), {}, 10, now).matches).toBe(5);
    expect(index.select(tree("'x'"), {}, 10, now + 2 * US).matches).toBe(6);
    // R$ 5.000,00 a month reaches 5,000; R$ 22,73 an hour × 220 = 5.000,60 too; R$ 22,72 × 220 and
    // R$ 59.999,99 a year / 12 do not.
    expect(index.select(tree("'x'"), { min_salary: 5_000 }, 10, now).newest.sort()).toEqual(['3', '4', '7']);
  });

  it('forgets a row removed after it was written, not one written again since', () => {
    const index = new SearchIndex();
    index.add(row('1', ['a'], { xid: 10 }), null);
    index.remove('1', 10);
    expect(index.live).toBe(1);
    index.remove('1', 11);
    expect(index.live).toBe(0);
    index.add(row('2', ['a'], { xid: 20 }), null);
    index.add(row('2', ['b'], { xid: 21 }), null);
    expect(index.select(tree("'a'"), {}, 10, now).matches).toBe(0);
    expect(index.select(tree("'b'"), {}, 10, now).matches).toBe(1);
    expect(index.deadDocs).toBe(2);
    index.removeAll(22);
    expect(index.live).toBe(0);
  });

  it('bounds what combining the lists costs: each list read, a NOT on its own reads every document', () => {
    const index = new SearchIndex();
    for (let i = 0; i < 100; i++) index.add(row(String(i), i < 60 ? ['a', 'b'] : ['c']), null);
    expect(index.cost(tree("'a'"))).toBe(0);
    expect(index.cost(tree("'a' & 'c'"))).toBe(60 + 40);
    expect(index.cost(tree("'a' | 'b' | 'c'"))).toBe(60 + 60 + 100 + 40);
    expect(index.cost(tree("'a' & !'c'"))).toBe(60 + 40);
    expect(index.cost(tree("!'c'"))).toBe(100 + 40);
  });
});
