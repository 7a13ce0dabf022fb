import { describe, expect, it } from 'vitest';
import { formatSaoPauloDateTime, fromSaoPauloInput, toSaoPauloInput } from './sao-paulo-time.ts';

describe('São Paulo time for scheduling', () => {
  it('reads a datetime-local value as São Paulo time and writes it back', () => {
    expect(fromSaoPauloInput('2026-11-27T09:00')).toBe('2026-11-27T12:00:00.000Z');
    expect(fromSaoPauloInput('2026-11-27T09:00:42')).toBe('2026-11-27T12:00:42.000Z');
    expect(toSaoPauloInput('2026-11-27T12:00:00.000Z')).toBe('2026-11-27T09:00');
    expect(toSaoPauloInput('2026-11-28T02:30:00.000Z')).toBe('2026-11-27T23:30');
    // Before 2019 Brazil had summer time: the zone data gives −2 h on that day.
    expect(fromSaoPauloInput('2018-12-01T09:00')).toBe('2018-12-01T11:00:00.000Z');
  });

  it('shows dd/mm/yyyy hh:mm, and nothing for what is not a date', () => {
    expect(formatSaoPauloDateTime('2026-11-27T12:05:00.000Z')).toBe('27/11/2026 09:05');
    expect(fromSaoPauloInput('27/11/2026 09:00')).toBeNull();
    expect(toSaoPauloInput('lixo')).toBe('');
    expect(formatSaoPauloDateTime(null)).toBe('');
  });
});
