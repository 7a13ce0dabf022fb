import { describe, expect, it } from 'vitest';
import { firstName, initials } from './initials.ts';

describe('initials', () => {
  it('uses the first and last names', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('ana souza')).toBe('AS');
  });

  it('handles one name, accents, extra spaces and empty values', () => {
    expect(initials('  Ícaro  ')).toBe('Í');
    expect(initials('Élida   Conceição  Ávila')).toBe('ÉÁ');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('skips tokens without letters', () => {
    expect(initials('João 2º Paulo')).toBe('JP');
  });
});

describe('firstName', () => {
  it('returns the first word', () => {
    expect(firstName(' Ana Souza ')).toBe('Ana');
    expect(firstName(undefined)).toBe('');
  });
});
