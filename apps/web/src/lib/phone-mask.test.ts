import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone-mask.ts';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['113456', '(11) 3456'],
    ['1134567', '(11) 3456-7'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
  ])('masks %j as %j while typing', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('ignores non-digits and re-masks an already masked value', () => {
    expect(maskPhone('(11) 3456-78901')).toBe('(11) 34567-8901');
    expect(maskPhone('+55 abc')).toBe('(55');
  });

  it('keeps at most 11 digits', () => {
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
    expect(phoneDigits('(11) 98765-43219')).toBe('11987654321');
  });
});
