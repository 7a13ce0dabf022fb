import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { setServerErrors } from './form-errors.ts';

type Form = { name: string; email: string; tel: string };
const fields = ['name', 'email', 'tel'] as const;

describe('setServerErrors', () => {
  it("puts each field's message on it and focuses only the first in the form's reading order", () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Dados inválidos.', { tel: 'Telefone inválido.', email: 'E-mail inválido.', unknown_field: 'x' });
    expect(setServerErrors<Form>(error, setError, fields)).toEqual({ email: 'E-mail inválido.', tel: 'Telefone inválido.' });
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'E-mail inválido.' }, { shouldFocus: true }],
      ['tel', { message: 'Telefone inválido.' }, { shouldFocus: false }],
    ]);
  });

  it('maps server paths to form fields', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Dados inválidos.', { 'experiences.2.name': 'Obrigatório.', job_position_id: 'Cargo inválido.' });
    const rename = (path: string) => (path === 'job_position_id' ? 'email' : path.replace(/^experiences\.\d+\./, ''));
    expect(setServerErrors<Form>(error, setError, fields, { rename })).toEqual({ name: 'Obrigatório.', email: 'Cargo inválido.' });
  });

  it('does nothing for an error that is not the API’s, or one without field messages', () => {
    const setError = vi.fn();
    expect(setServerErrors<Form>(new Error('boom'), setError, fields)).toEqual({});
    expect(setServerErrors<Form>(new ApiError(500, 'Erro.'), setError, fields)).toEqual({});
    expect(setError).not.toHaveBeenCalled();
  });
});
