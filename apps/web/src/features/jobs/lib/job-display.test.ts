import { describe, expect, it } from 'vitest';
import { formatSalaryRange, type SalaryPeriod } from '@rumo/contract';
import { descriptionBlocks, jobCompany, jobLocation, jobSalary } from './job-display.ts';

const brl = (salary: number | null, salary_max: number | null, salary_period: SalaryPeriod = 'month', salary_currency = 'BRL') => ({
  salary,
  salary_max,
  salary_period,
  salary_currency,
});
const nb = (text: string) => text.replace(/\u00a0/g, ' ');

describe('salary range (the one formatter, formatSalaryRange in the contract)', () => {
  it('says the four DECISIONS texts for BRL per month, whole amounts without cents', () => {
    expect(nb(formatSalaryRange(brl(8000, 12000)))).toBe('R$ 8.000 – R$ 12.000');
    expect(nb(formatSalaryRange(brl(8000, null)))).toBe('A partir de R$ 8.000');
    expect(nb(formatSalaryRange(brl(null, 12000)))).toBe('Até R$ 12.000');
    expect(formatSalaryRange(brl(null, null))).toBe('A combinar');
    // Zero is no amount; one value twice is that value.
    expect(formatSalaryRange(brl(0, 0))).toBe('A combinar');
    expect(nb(formatSalaryRange(brl(9500, 9500)))).toBe('R$ 9.500');
  });

  it('shows cents on both ends when either has them, and keeps the symbol with its value', () => {
    expect(nb(formatSalaryRange(brl(8000, 12000.5)))).toBe('R$ 8.000,00 – R$ 12.000,50');
    expect(formatSalaryRange(brl(8000, null))).toContain('R$\u00a08.000');
  });

  it('says the period when it is not monthly', () => {
    expect(nb(formatSalaryRange(brl(50, 80, 'hour')))).toBe('R$ 50 – R$ 80 por hora');
    expect(nb(formatSalaryRange(brl(400, null, 'day')))).toBe('A partir de R$ 400 por dia');
    expect(nb(formatSalaryRange(brl(null, 3000, 'week')))).toBe('Até R$ 3.000 por semana');
    expect(nb(formatSalaryRange(brl(96000, 120000, 'year')))).toBe('R$ 96.000 – R$ 120.000 por ano');
  });

  it('writes other currencies through Intl, and falls back to reais for a malformed code', () => {
    expect(nb(formatSalaryRange(brl(5000, null, 'month', 'USD')))).toBe('A partir de US$ 5.000');
    expect(nb(formatSalaryRange(brl(4000, 6000, 'month', 'EUR')))).toBe('€ 4.000 – € 6.000');
    expect(nb(formatSalaryRange(brl(70000, 90000, 'year', 'USD')))).toBe('US$ 70.000 – US$ 90.000 por ano');
    expect(nb(formatSalaryRange(brl(5000, null, 'month', 'usd$')))).toBe('A partir de R$ 5.000');
  });
});

describe('job display', () => {
  it('uses the spec empty-value texts', () => {
    expect(jobLocation({ city: null, state: null })).toBe('Local não informado');
    expect(jobLocation({ city: '  ', state: 'SP' })).toBe('Local não informado - SP');
    expect(jobLocation({ city: 'Recife', state: 'PE' })).toBe('Recife - PE');
    expect(jobSalary(brl(null, null))).toBe('A combinar');
    expect(jobSalary(brl(1234.56, null))).toBe('A partir de R$\u00a01.234,56');
    expect(jobCompany({ company: null })).toBe('Confidencial');
    expect(jobCompany({ company: '  ' })).toBe('Confidencial');
  });

  it('splits the description by lines, grouping bullet lines', () => {
    expect(descriptionBlocks('Sobre a vaga\n\n- React\n- TypeScript\nBenefícios\r\n• VR')).toEqual([
      { kind: 'paragraph', text: 'Sobre a vaga' },
      { kind: 'list', items: ['React', 'TypeScript'] },
      { kind: 'paragraph', text: 'Benefícios' },
      { kind: 'list', items: ['VR'] },
    ]);
  });
});
