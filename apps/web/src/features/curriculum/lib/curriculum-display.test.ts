import { describe, expect, it } from 'vitest';
import { countLabel, placeLine, printPeriod, salaryInputValue, showDate, showPeriod, showSalary, showText } from './curriculum-display.ts';

describe('curriculum display helpers', () => {
  it('shows dates dd/mm/yyyy and Não especificado when missing', () => {
    expect(showDate('2021-03-01')).toBe('01/03/2021');
    expect(showDate(null)).toBe('Não especificado');
    expect(showDate('')).toBe('Não especificado');
  });

  it("shows periods, with 'Cargo Atual' for a current experience", () => {
    expect(showPeriod('2021-03-01', null, 'Cargo Atual')).toBe('01/03/2021 – Cargo Atual');
    expect(showPeriod('2018-01-10', '2020-12-20')).toBe('10/01/2018 – 20/12/2020');
  });

  it("prints mm/yyyy and 'Atualmente'", () => {
    expect(printPeriod('2021-03-01', null)).toBe('03/2021 – Atualmente');
    expect(printPeriod('2014-02-01', '2018-12-31')).toBe('02/2014 – 12/2018');
  });

  it('formats money and fallbacks', () => {
    expect(showSalary(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(showSalary(null)).toBe('Não especificado');
    expect(salaryInputValue(8500)).toBe('8.500,00');
    expect(salaryInputValue(null)).toBe('');
    expect(showText('  ')).toBe('Não especificado');
  });

  it('pluralises counts and joins the place', () => {
    expect(countLabel(1, 'idioma', 'idiomas')).toBe('1 idioma');
    expect(countLabel(0, 'idioma', 'idiomas')).toBe('0 idiomas');
    expect(placeLine('Recife', 'PE')).toBe('Recife - PE');
    expect(placeLine(null, 'PE')).toBe('PE');
    expect(placeLine(null, null)).toBeNull();
  });
});
