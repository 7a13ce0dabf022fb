import { describe, expect, it } from 'vitest';
import { JOB_POSITIONS } from '../job-positions.data.ts';
import { positionTerms } from './position-terms.ts';

describe('positionTerms', () => {
  it('makes one group per word', () => {
    expect(positionTerms('Engenheiro de Dados')).toEqual([['Engenheiro'], ['de'], ['Dados']]);
  });

  it('treats a slash as alternatives', () => {
    expect(positionTerms('Designer UX/UI')).toEqual([['Designer'], ['UX', 'UI']]);
    expect(positionTerms('DevOps/SRE')).toEqual([['DevOps', 'SRE']]);
  });

  it('accepts hyphenated, spaced and joined spellings', () => {
    expect(positionTerms('Desenvolvedor Front-end')).toEqual([['Desenvolvedor'], ['Front end', 'Frontend']]);
  });

  it('ignores parentheses and extra spaces', () => {
    expect(positionTerms('  SRE (Engenharia de Confiabilidade) ')).toEqual([['SRE'], ['Engenharia'], ['de'], ['Confiabilidade']]);
    expect(positionTerms('Administrador de Banco de Dados (DBA)')).toContainEqual(['DBA']);
  });

  it('gives nothing for an empty name', () => {
    expect(positionTerms('  / - ( ) ')).toEqual([]);
  });

  it('gives every seeded position at least one group', () => {
    for (const p of JOB_POSITIONS) expect(positionTerms(p).length).toBeGreaterThan(0);
  });
});
