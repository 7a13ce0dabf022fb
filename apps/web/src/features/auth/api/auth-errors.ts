import { isApiError } from '../../../lib/api-client.ts';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado!';
export const GENERIC_LOGIN_ERROR = 'Algum erro aconteceu tente novamente';

/** Spec section 8: 404/406 → user not found; 429 → the server's throttle message; anything else → generic. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404 || error.status === 406) return USER_NOT_FOUND_MESSAGE;
    if (error.status === 429 && error.message) return error.message;
  }
  return GENERIC_LOGIN_ERROR;
}

export const REGISTER_SUCCESS_MESSAGE = 'Usuário cadastrado com sucesso!';
export const REGISTER_ERROR_MESSAGE = 'Erro ao cadastrar o usuário';
export const REGISTER_SYSTEM_ERROR_MESSAGE = 'Erro do sistema, tente novamente';

/** An answer from the server (any status) → 'Erro ao cadastrar o usuário'; no answer at all → 'Erro do sistema…'. */
export function registerErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 ? REGISTER_ERROR_MESSAGE : REGISTER_SYSTEM_ERROR_MESSAGE;
}
