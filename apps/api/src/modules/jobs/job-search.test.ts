import { describe, expect, it } from 'vitest';
import { withoutSubsumed } from './job-search.ts';

// The typo fallback's alternatives per typed word (decision 1801), as PostgreSQL writes tsqueries.
describe('withoutSubsumed', () => {
  it('drops a phrase that a one-word alternative already finds', () => {
    expect(withoutSubsumed(["'lead'", "'lead' <-> 'senior'", "'learning'", "'learning' <-> 'plen'", "'tech' <-> 'lead'"])).toEqual(["'lead'", "'learning'"]);
  });

  it('keeps a phrase none of whose words stands alone', () => {
    expect(withoutSubsumed(["'full' <-> 'stack'", "'fullstack'"])).toEqual(["'full' <-> 'stack'", "'fullstack'"]);
    expect(withoutSubsumed(["'front' <-> 'end'"])).toEqual(["'front' <-> 'end'"]);
  });

  it('reads lexemes with doubled quotes whole', () => {
    expect(withoutSubsumed(["'d''agua'", "'d''agua' <-> 'x'", "'d' <-> 'y'"])).toEqual(["'d''agua'", "'d' <-> 'y'"]);
  });

  it('gives nothing for nothing', () => {
    expect(withoutSubsumed([])).toEqual([]);
  });
});
