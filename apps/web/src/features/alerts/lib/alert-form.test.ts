import { describe, expect, it } from 'vitest';
import { alertFormResolver, emptyAlertForm, moneyInputText, parseMoneyInput, type AlertFormValues } from './alert-form.ts';

const resolve = (values: Partial<AlertFormValues>) => alertFormResolver({ ...emptyAlertForm, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('alert form', () => {
  it.each([
    ['', 0],
    ['5000', 5000],
    ['5.000', 5000],
    ['5.000,50', 5000.5],
    ['R$ 12.345,67', 12345.67],
    ['3500,5', 3500.5],
    ['3500.50', 3500.5],
    ['1.234.567', 1234567],
  ])('reads %j as %s', (text, amount) => {
    expect(parseMoneyInput(text)).toBe(amount);
  });

  it('keeps garbage as typed so the schema refuses it', () => {
    expect(parseMoneyInput('muito')).toBe('muito');
    expect(parseMoneyInput('5,000.00')).toBe('5,000.00');
  });

  it('writes amounts the Brazilian way and 0 as empty', () => {
    expect(moneyInputText(5000)).toBe('5.000,00');
    expect(moneyInputText(0)).toBe('');
  });

  it('turns valid text into the API payload', async () => {
    const result = await resolve({ job_position_id: 3, position_text: 'Analista de QA', job_type_id: '2', state: 'SP', city: ' Campinas ', min_salary: '4.000', max_salary: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ job_position_id: 3, job_type_id: 2, state: 'SP', city: 'Campinas', min_salary: 4000, max_salary: 0, frequency: 'daily', is_active: true });
  });

  it('reports the required fields, the position on its search box', async () => {
    const result = await resolve({});
    expect(Object.keys(result.errors).sort()).toEqual(['city', 'job_type_id', 'position_text', 'state']);
  });

  it('refuses a minimum above the maximum', async () => {
    const result = await resolve({ job_position_id: 1, job_type_id: '1', state: 'SP', city: 'X', min_salary: '9.000', max_salary: '8.000' });
    expect(result.errors.max_salary?.message).toMatch(/maior ou igual/);
  });
});
