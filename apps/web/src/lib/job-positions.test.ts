import { JOB_POSITIONS_STORAGE_KEY } from '@rumo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { exactPosition, readCachedPositions, suggestPositions, writeCachedPositions } from './job-positions.ts';

const positions = [
  'Desenvolvedor Front-end',
  'Desenvolvedora Back-end',
  'Técnico de Suporte',
  'Analista de QA',
  'DevOps',
  ...Array.from({ length: 20 }, (_, i) => `Desenvolvedor ${i}`),
].map((position, i) => ({ id: i + 1, position }));
const names = (list: { position: string }[]) => list.map((p) => p.position);

describe('suggestPositions', () => {
  it('finds a case-insensitive substring anywhere in the name', () => {
    expect(names(suggestPositions(positions, 'FRONT', 'none'))).toEqual(['Desenvolvedor Front-end']);
    expect(names(suggestPositions(positions, 'de qa', 'none'))).toEqual(['Analista de QA']);
    expect(names(suggestPositions(positions, '-END', 'none'))).toEqual(['Desenvolvedor Front-end', 'Desenvolvedora Back-end']);
  });

  it('ignores accents both ways', () => {
    expect(names(suggestPositions(positions, 'tecnico', 'none'))).toEqual(['Técnico de Suporte']);
    expect(names(suggestPositions(positions, 'DÉVO', 'none'))).toEqual(['DevOps']);
  });

  it('suggests at most 10', () => {
    expect(suggestPositions(positions, 'desenvolvedor', 'none')).toHaveLength(10);
  });

  it('offers the first 10 or nothing for blank text, as asked', () => {
    expect(names(suggestPositions(positions, '', 'first'))).toEqual(names(positions.slice(0, 10)));
    expect(suggestPositions(positions, '   ', 'none')).toEqual([]);
  });

  it('finds the exact option', () => {
    expect(exactPosition(positions, ' analista de qa ')?.id).toBe(4);
    expect(exactPosition(positions, 'analista')).toBeUndefined();
    expect(exactPosition(positions, '')).toBeUndefined();
  });
});

describe('cached positions', () => {
  afterEach(() => window.localStorage.clear());

  it('reads back what was written, and the raw {data} answer too', () => {
    writeCachedPositions(positions.slice(0, 2));
    expect(readCachedPositions()).toEqual(positions.slice(0, 2));
    window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify({ data: positions.slice(0, 1) }));
    expect(readCachedPositions()).toEqual(positions.slice(0, 1));
    // Keys a position does not have are left behind.
    window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify([{ id: 7, position: 'Dev', extra: '<b>x</b>' }]));
    expect(readCachedPositions()).toEqual([{ id: 7, position: 'Dev' }]);
  });

  it('ignores an empty, broken or foreign value', () => {
    expect(readCachedPositions()).toBeUndefined();
    for (const raw of ['[]', '{oops', '"x"', 'null', '{"data":"x"}', '[{"id":"a"}]', '[{"id":1,"position":"Dev"},5]']) {
      window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, raw);
      expect(readCachedPositions()).toBeUndefined();
    }
  });
});
