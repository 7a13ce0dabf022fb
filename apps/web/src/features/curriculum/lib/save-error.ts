import { isApiError } from '../../../lib/api-client.ts';

/**
 * The inline message of a failed save. Field messages go next to their fields (lib/form-errors.ts,
 * `placed`); the server's field messages that no field of this form shows (another item's) are
 * added here, so none is lost (docs/decisions/1310).
 */
export function saveErrorText(error: unknown, placed: Partial<Record<string, string>> = {}): string {
  if (!isApiError(error)) return 'Ocorreu um erro ao salvar as alterações: erro inesperado.';
  const shown = new Set(Object.values(placed));
  const elsewhere = Object.values(error.errors).filter((message) => !shown.has(message));
  return [`Ocorreu um erro ao salvar as alterações: ${error.message}`, ...elsewhere].join(' ');
}
