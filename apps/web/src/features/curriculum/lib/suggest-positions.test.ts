import { describe, expect, it } from 'vitest';
import { suggestPositions } from './suggest-positions.ts';

const list = ['Desenvolvedor Front-end', 'Desenvolvedora Back-end', 'Analista de Dados', 'Técnico de Redes', 'DevOps'].map((position, i) => ({ id: i + 1, position }));

describe('suggestPositions', () => {
  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(suggestPositions(list, 'END').map((p) => p.position)).toEqual(['Desenvolvedor Front-end', 'Desenvolvedora Back-end']);
    expect(suggestPositions(list, 'dados').map((p) => p.position)).toEqual(['Analista de Dados']);
  });

  it('ignores accents both ways', () => {
    expect(suggestPositions(list, 'tecnico').map((p) => p.position)).toEqual(['Técnico de Redes']);
    expect(suggestPositions(list, 'DÉV').map((p) => p.position)).toEqual(['DevOps']);
  });

  it('returns at most 10 and nothing for blank input', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, position: `Cargo ${i}` }));
    expect(suggestPositions(many, 'cargo')).toHaveLength(10);
    expect(suggestPositions(many, '   ')).toEqual([]);
  });
});
