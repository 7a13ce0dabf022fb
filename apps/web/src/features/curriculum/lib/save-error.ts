import { isApiError } from '../../../lib/api-client.ts';

/** The inline message of a failed save (field messages go next to their fields: lib/form-errors.ts). */
export const saveErrorText = (error: unknown) => `Ocorreu um erro ao salvar as alterações: ${isApiError(error) ? error.message : 'erro inesperado.'}`;
