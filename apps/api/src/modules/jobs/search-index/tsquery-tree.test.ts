import { describe, expect, it } from 'vitest';
import { difference, intersect, union } from './posting-lists.ts';
import { parseTsquery } from './tsquery-tree.ts';

const list = (...docs: number[]) => Int32Array.from(docs);

describe('parseTsquery (decision 1822)', () => {
  it("reads PostgreSQL's precedence: ! before & before |", () => {
    expect(parseTsquery("'a' | 'b' & !'c'")).toEqual({
      op: 'or',
      left: { op: 'lexeme', value: 'a' },
      right: { op: 'and', left: { op: 'lexeme', value: 'b' }, right: { op: 'not', arg: { op: 'lexeme', value: 'c' } } },
    });
    expect(parseTsquery("( 'a' | 'b' ) & 'c'")).toMatchObject({ op: 'and', left: { op: 'or' } });
    expect(parseTsquery("'d''agua'")).toEqual({ op: 'lexeme', value: "d'agua" });
  });

  it('leaves to the database what the index cannot answer exactly, and reads the empty query as nothing', () => {
    expect(parseTsquery("'engenheiro' <-> 'dados'")).toBeUndefined();
    expect(parseTsquery("'a' <2> 'b'")).toBeUndefined();
    expect(parseTsquery("'pyth':*")).toBeUndefined();
    expect(parseTsquery("'a':A")).toBeUndefined();
    expect(parseTsquery('')).toBeNull();
  });
});

describe('posting lists', () => {
  it('intersect, unite and subtract sorted lists', () => {
    expect([...intersect(list(1, 3, 5, 7, 9, 200), list(3, 4, 9, 200, 300))]).toEqual([3, 9, 200]);
    expect([...union(list(1, 5, 9), list(2, 5, 10, 11))]).toEqual([1, 2, 5, 9, 10, 11]);
    expect([...difference(list(1, 2, 3, 4), list(2, 4, 8))]).toEqual([1, 3]);
    expect([...intersect(list(), list(1))]).toEqual([]);
  });
});
