import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMonthYear, formatPercent, toIsoDate } from './format.ts';

// Intl separates "R$" from the value with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatDate', () => {
  it('formats dd/mm/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
    expect(formatDate('2026-03-09T15:00:00')).toBe('09/03/2026');
  });

  it('keeps a plain yyyy-mm-dd on its calendar day whatever the time zone', () => {
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it("shows 'N/A' (or the given text) for empty or invalid dates", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate(undefined, 'Não especificado')).toBe('Não especificado');
  });
});

describe('formatMonthYear and toIsoDate', () => {
  it('formats mm/yyyy and yyyy-mm-dd', () => {
    expect(formatMonthYear('2024-02-01')).toBe('02/2024');
    expect(toIsoDate(new Date(2024, 1, 9))).toBe('2024-02-09');
  });
});

describe('formatMoney', () => {
  it('formats reais with pt-BR separators', () => {
    expect(formatMoney(1234.56)).toBe(nbsp('R$ 1.234,56'));
    expect(formatMoney('8500.00')).toBe(nbsp('R$ 8.500,00'));
    expect(formatMoney(0)).toBe(nbsp('R$ 0,00'));
    expect(formatMoney(1_000_000)).toBe(nbsp('R$ 1.000.000,00'));
  });

  it('returns the fallback for empty or non-numeric values', () => {
    expect(formatMoney(null, 'A combinar')).toBe('A combinar');
    expect(formatMoney('abc', 'A combinar')).toBe('A combinar');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('is dd/mm/yyyy HH:mm (24 h) in local time, and the placeholder without a valid date', () => {
    expect(formatDateTime(new Date(2026, 10, 5, 9, 7))).toBe('05/11/2026 09:07');
    expect(formatDateTime(new Date(2026, 0, 31, 23, 59))).toBe('31/01/2026 23:59');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('nada')).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it('prints a rate with two decimals and a comma', () => {
    expect(formatPercent(0.073)).toBe('7,30%');
    expect(formatPercent(0.16125)).toBe('16,13%');
    expect(formatPercent(0.075, { prose: true })).toBe('7,5%');
    expect(formatPercent(0.14, { prose: true })).toBe('14%');
  });
});
