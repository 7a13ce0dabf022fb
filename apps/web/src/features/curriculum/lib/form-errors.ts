import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';

export const saveErrorText = (message: string) => `Ocorreu um erro ao salvar as alterações: ${message}`;

/**
 * Puts a 422's field errors next to their fields. `prefix` maps a nested server path
 * ('experiences.2.description') to this form's field ('description'). Returns the inline message.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], prefix?: RegExp): string {
  if (!isApiError(error)) return saveErrorText('erro inesperado.');
  let focused = false;
  for (const [path, message] of Object.entries(error.errors)) {
    const field = (prefix ? path.replace(prefix, '') : path) as Path<T>;
    if (fields.includes(field)) {
      setError(field, { message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  return saveErrorText(error.message);
}
