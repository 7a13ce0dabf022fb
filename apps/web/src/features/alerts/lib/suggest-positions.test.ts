import { describe, expect, it } from 'vitest';
import { exactPosition, suggestPositions } from './suggest-positions.ts';

const positions = ['Desenvolvedor Front-end', 'Desenvolvedor Back-end', 'Técnico de Suporte', 'Analista de QA', ...Array.from({ length: 20 }, (_, i) => `Desenvolvedor ${i}`)].map(
  (position, i) => ({ id: i + 1, position }),
);

describe('suggestPositions', () => {
  it('finds a case-insensitive substring anywhere in the name', () => {
    expect(suggestPositions(positions, 'FRONT').map((p) => p.position)).toEqual(['Desenvolvedor Front-end']);
    expect(suggestPositions(positions, 'de qa').map((p) => p.position)).toEqual(['Analista de QA']);
  });

  it('ignores accents', () => {
    expect(suggestPositions(positions, 'tecnico').map((p) => p.position)).toEqual(['Técnico de Suporte']);
  });

  it('suggests at most 10', () => {
    expect(suggestPositions(positions, 'desenvolvedor')).toHaveLength(10);
    expect(suggestPositions(positions, '')).toHaveLength(10);
  });

  it('finds the exact option', () => {
    expect(exactPosition(positions, ' analista de qa ')?.id).toBe(4);
    expect(exactPosition(positions, 'analista')).toBeUndefined();
  });
});
