import { jobAlertRequest, type AlertFrequency, type JobAlert } from '@rumo/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the server receives (contract output: numbers, defaults applied). */
export type AlertPayload = z.output<typeof jobAlertRequest>;

/** What the form holds: text for the inputs, the chosen position's id beside its typed name. */
export type AlertFormValues = {
  position_text: string;
  job_position_id: number | null;
  job_type_id: string;
  state: string;
  city: string;
  min_salary: string;
  max_salary: string;
  frequency: AlertFrequency;
  is_active: boolean;
};

export const emptyAlertForm: AlertFormValues = {
  position_text: '',
  job_position_id: null,
  job_type_id: '',
  state: '',
  city: '',
  min_salary: '',
  max_salary: '',
  frequency: 'daily',
  is_active: true,
};

const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 5000 → "5.000,00"; 0 (no bound) → "" so the field shows its placeholder. */
export function moneyInputText(amount: number): string {
  return amount > 0 ? money.format(amount) : '';
}

/**
 * Reads an amount typed the Brazilian way ("5.000", "5.000,50", "5000,5", "R$ 5.000") or plainly
 * ("5000.50"). Empty is 0 (no bound). Anything else is returned as typed, for the schema to refuse.
 */
export function parseMoneyInput(text: string): number | string {
  const t = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (t === '') return 0;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d{1,2})?$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d+(\.\d{1,2})?$/.test(t)) return Number(t);
  return text;
}

export function formValuesOf(alert: JobAlert): AlertFormValues {
  return {
    position_text: alert.job_position.position,
    job_position_id: alert.job_position.id,
    job_type_id: String(alert.job_type.id),
    state: alert.state,
    city: alert.city,
    min_salary: moneyInputText(alert.min_salary),
    max_salary: moneyInputText(alert.max_salary),
    frequency: alert.frequency,
    is_active: alert.is_active,
  };
}

/** The form is validated by the contract's own schema, after turning its text into the API's types. */
export const alertFormResolver: Resolver<AlertFormValues, unknown, AlertPayload> = async (values) => {
  const parsed = jobAlertRequest.safeParse({
    job_position_id: values.job_position_id ?? undefined,
    job_type_id: values.job_type_id ? Number(values.job_type_id) : undefined,
    state: values.state || undefined,
    city: values.city,
    min_salary: parseMoneyInput(values.min_salary),
    max_salary: parseMoneyInput(values.max_salary),
    frequency: values.frequency,
    is_active: values.is_active,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<AlertFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof AlertFormValues;
    const target = field === 'job_position_id' ? 'position_text' : field;
    if (target && !errors[target]) errors[target] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
